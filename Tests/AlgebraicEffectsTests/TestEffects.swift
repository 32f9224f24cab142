import AlgebraicEffects

/// The console of seed 004, with defaults that never touch the real terminal in tests.
enum Console {
  @Effect
  static func readLine() -> String? {
    nil
  }

  @Effect
  static func print(_ line: String) {}

  @Effect
  static func writeLine(_ line: String) {}
}

enum HTTP {
  struct NotFound: Error, Equatable {}

  @Effect
  static func data(for url: String) async throws -> String {
    throw NotFound()
  }
}

enum Files {
  struct Missing: Error, Equatable {
    let path: String
  }

  @Effect
  static func read(_ path: String) throws -> String {
    throw Missing(path: path)
  }

  @Effect
  static func size(of path: String, followingLinks: Bool) throws(Missing) -> Int {
    throw Missing(path: path)
  }
}

enum Random {
  @Effect
  static func numbers(in range: ClosedRange<Int>) -> any AsyncSequence<Int, any Error> {
    AsyncThrowingStream { Int.random(in: range) }
  }
}

enum Clock {
  @Effect
  static func now() async -> Int {
    0
  }
}

extension EffectPaths {
  var Console: EffectNamespace<AlgebraicEffectsTests.Console> { .init() }
  var Random: EffectNamespace<AlgebraicEffectsTests.Random> { .init() }
  var HTTP: EffectNamespace<AlgebraicEffectsTests.HTTP> { .init() }
}

/// Seed 004's echo program.
func echo() {
  while let line = Console.readLine() {
    Console.print(line)
  }
}

struct SomeError: Error, Equatable {}

/// A namespace with a private effect: the generated handler must still compile and be usable
/// from the namespace.
enum Secrets {
  @Effect
  private static func token() -> String {
    "default"
  }

  static func handledToken() -> String {
    with {
      Token { "handled" }
    } perform: {
      token()
    }
  }
}

enum Location {
  @Effect
  nonisolated(nonsending) static func current() async -> String {
    "default"
  }
}

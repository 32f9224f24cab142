import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

@EffectScope
struct Greeter {
  let name: String

  func greet() {
    Console.print("Hello, \(name)")
  }

  func greetLater() async {
    _ = await Clock.now()
    Console.print("Later, \(name)")
  }

  func read(_ path: String) throws -> String {
    try Files.read(path)
  }

  static func shout() {
    Console.print("HEY")
  }
}

@EffectScope
final class Counter: Sendable {
  func count() async -> Int {
    await Clock.now()
  }
}

/// Seed 004's program without `@EffectScope`: its behaviour depends on the caller's handlers.
struct Program {
  func run() {
    Console.print("Hello")
  }
}

@Suite struct EffectScopeTests {
  @Test func methodsRunWithTheHandlersInstalledAtCreation() {
    let printed = Mutex<[String]>([])
    let greeter = with {
      Console.Print { line in printed.withLock { $0.append("created: " + line) } }
    } perform: {
      Greeter(name: "Blob")
    }
    with {
      Console.Print { line in printed.withLock { $0.append("called: " + line) } }
    } perform: {
      greeter.greet()
    }
    greeter.greet()
    #expect(printed.withLock { $0 } == ["created: Hello, Blob", "created: Hello, Blob"])
  }

  @Test func asyncMethodsKeepTheCapturedHandlersToo() async {
    let printed = Mutex<[String]>([])
    let greeter = with {
      Console.Print { line in printed.withLock { $0.append(line) } }
      Clock.Now { 1 }
    } perform: {
      Greeter(name: "Blob")
    }
    await greeter.greetLater()
    #expect(printed.withLock { $0 } == ["Later, Blob"])

    let counter = with {
      Clock.Now { 42 }
    } perform: {
      Counter()
    }
    #expect(await counter.count() == 42)
  }

  @Test func throwingMethodsRethrow() {
    let greeter = with {
      Files.Read { path in throw Files.Missing(path: "captured " + path) }
    } perform: {
      Greeter(name: "Blob")
    }
    #expect(throws: Files.Missing(path: "captured a")) { try greeter.read("a") }
  }

  @Test func staticMethodsUseTheCallersHandlers() {
    let printed = Mutex<[String]>([])
    with {
      Console.Print { line in printed.withLock { $0.append(line) } }
    } perform: {
      Greeter.shout()
    }
    #expect(printed.withLock { $0 } == ["HEY"])
  }

  @Test func aClosureBakesHandlersInByFunctionComposition() {
    let printed = Mutex<[String]>([])
    let program = Program()
    let run = {
      with {
        Console.Print { line in printed.withLock { $0.append(line.uppercased()) } }
      } perform: {
        program.run()
      }
    }
    run()
    with {
      Console.Print { line in printed.withLock { $0.append(line.lowercased()) } }
    } perform: {
      run()
    }
    #expect(printed.withLock { $0 } == ["HELLO", "HELLO"])
  }
}

@EffectScope
struct Reader {
  func readLine() -> String? {
    Console.readLine()
  }

  @EffectScopeIgnored
  func readLineInTheCallersScope() -> String? {
    Console.readLine()
  }
}

/// As in Swift Effect, the captured handlers are layered over the caller's scope.
@Suite struct EffectScopeLayeringTests {
  @Test func anEffectTheCapturedHandlersDoNotHandleReachesTheCallersHandlers() {
    let reader = with {
      Console.Print { _ in }
    } perform: {
      Reader()
    }
    let line = with {
      Console.ReadLine { "from the caller" }
    } perform: {
      reader.readLine()
    }
    #expect(line == "from the caller")
  }

  @Test func anEffectTheCapturedHandlersDoNotHandleReachesTheTestHandler() async throws {
    let reader = with {
      Console.Print { _ in }
    } perform: {
      Reader()
    }
    let line = try await withTestHandler {
      reader.readLine()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "answered")
    }
    #expect(line == "answered")
  }

  @Test func theCapturedHandlersHandleFirstAndForwardToTheCallers() {
    let reader = with {
      Console.ReadLine { Console.readLine().map { "captured, " + $0 } }
    } perform: {
      Reader()
    }
    let line = with {
      Console.ReadLine { "caller" }
    } perform: {
      reader.readLine()
    }
    #expect(line == "captured, caller")
  }

  @Test func anInstanceUsedWhereItWasCreatedRunsEachHandlerOnce() {
    let count = Mutex(0)
    let line = with {
      Console.ReadLine {
        count.withLock { $0 += 1 }
        return "once"
      }
    } perform: {
      Reader().readLine()
    }
    #expect(line == "once")
    #expect(count.withLock { $0 } == 1)
  }

  @Test func anIgnoredMethodRunsInTheCallersScopeOnly() {
    let reader = with {
      Console.ReadLine { "captured" }
    } perform: {
      Reader()
    }
    let line = with {
      Console.ReadLine { "caller" }
    } perform: {
      reader.readLineInTheCallersScope()
    }
    #expect(line == "caller")
  }
}

import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// When the test's answer makes the program throw, `withTestHandler` rethrows at once: the step
/// that gave the answer throws the program's error, so the rest of the test block never runs.
@Suite struct ProgramErrorTests {
  @Test func anErrorTheTestAnswersWithEndsTheTestBlockAtOnce() async {
    let ranTheNextLine = Mutex(false)
    await #expect(throws: Files.Missing(path: "notes.txt")) {
      try await withTestHandler {
        let text = try Files.read("notes.txt")
        Console.print(text)
      } test: { effect in
        try await effect.expect(Files.Read.self) { path in throw Files.Missing(path: path) }
        ranTheNextLine.withLock { $0 = true }
      }
    }
    #expect(!ranTheNextLine.withLock { $0 })
  }

  @Test func anErrorTheTestAnswersASequenceWithEndsTheTestBlockAtOnce() async {
    let ranTheNextLine = Mutex(false)
    await #expect(throws: SomeError.self) {
      try await withTestHandler {
        for try await number in Random.numbers(in: 1...6) {
          Console.print("\(number)")
        }
      } test: { effect in
        try await effect.expect(\.Random.numbers, return: 4)
        try await effect.expect(\.Console.print) { #expect($0 == "4") }
        try await effect.expect(\.Random.numbers) { _ in throw SomeError() }
        ranTheNextLine.withLock { $0 = true }
      }
    }
    #expect(!ranTheNextLine.withLock { $0 })
  }

  @Test func anErrorAnOuterHandlerThrowsForAYieldedEffectEndsTheTestBlockAtOnce() async {
    let ranTheNextLine = Mutex(false)
    await #expect(throws: HTTP.NotFound.self) {
      try await with {
        HTTP.Data { _ in throw HTTP.NotFound() }
      } perform: {
        try await withTestHandler {
          _ = try await HTTP.data(for: "https://example.com")
        } test: { effect in
          try await effect.yield()
          ranTheNextLine.withLock { $0 = true }
        }
      }
    }
    #expect(!ranTheNextLine.withLock { $0 })
  }
}

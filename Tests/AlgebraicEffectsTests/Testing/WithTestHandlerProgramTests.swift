import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// A model that is not `Sendable`, as programs under test often are.
private final class LineCounter {
  var count = 0

  func countLines() -> Int {
    while Console.readLine() != nil {
      count += 1
    }
    return count
  }
}

private struct ProgramError: Error, Equatable {}

/// `withTestHandler` takes programs as Swift Effect's does: any closure, returning its value,
/// and a program's error ends it at once.
@Suite struct WithTestHandlerProgramTests {
  @Test func aProgramThatIsNotSendableRunsAndItsValueIsReturned() async throws {
    let counter = LineCounter()
    let count = try await withTestHandler {
      counter.countLines()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "one")
      try await effect.expect(\.Console.readLine, return: "two")
      try await effect.expect(\.Console.readLine, return: nil)
    }
    #expect(count == 2)
  }

  @Test func aLocalFunctionIsAProgram() async throws {
    var lines: [String] = []
    func readAll() -> [String] {
      while let line = Console.readLine() { lines.append(line) }
      return lines
    }
    let read = try await withTestHandler {
      readAll()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "a")
      try await effect.expect(\.Console.readLine, return: nil)
    }
    #expect(read == ["a"])
  }

  @Test func anAsyncProgramsValueIsReturned() async throws {
    let data = try await withTestHandler {
      try await HTTP.data(for: "a") + "!"
    } test: { effect in
      try await effect.expect(\.HTTP.data, return: "data")
    }
    #expect(data == "data!")
  }

  @Test func aProgramsErrorEndsTheTestHandlerAtOnceAndIsRethrown() async throws {
    let reachedTheEnd = Mutex(false)
    try await withKnownIssue {
      try await withTestHandler {
        Console.print("before")
        throw ProgramError()
      } test: { effect in
        try await effect.expect(\.Console.print) { #expect($0 == "before") }
        // The program throws instead: this expectation is not met, and reported.
        try await effect.expect(\.Console.print) { _ in }
        reachedTheEnd.withLock { $0 = true }
      }
    } matching: { issue in
      issue.error is ProgramError
        || issue.comments.first?.rawValue.contains("the program finished by throwing") == true
    }
    #expect(!reachedTheEnd.withLock { $0 })
  }

  @Test(.timeLimit(.minutes(1)))
  func aProgramsErrorCancelsATestBlockThatIsNotInAStep() async {
    let wasCancelled = Mutex(false)
    // The program throws once the test block opens the gate, outside any step (a step whose
    // answer makes the program throw throws the program's error itself).
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    await #expect(throws: ProgramError.self) {
      try await withTestHandler {
        for await _ in gate { break }
        throw ProgramError()
      } test: { effect in
        open.yield()
        // Not waiting for an effect: only cancellation ends this wait.
        let (stream, _) = AsyncStream.makeStream(of: Void.self)
        for await _ in stream {}
        wasCancelled.withLock { $0 = Task.isCancelled }
      }
    }
    #expect(wasCancelled.withLock { $0 })
  }
}

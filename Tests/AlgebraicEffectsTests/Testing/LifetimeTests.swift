import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// Something a program holds: it finishes a stream as it is freed, so that a test can wait
/// for the program to let it go.
private final class Held: Sendable {
  private let freed: AsyncStream<Void>.Continuation?

  init(finishingWhenFreed freed: AsyncStream<Void>.Continuation? = nil) {
    self.freed = freed
  }

  deinit {
    self.freed?.finish()
  }
}

/// Whether a task's operation ran, shared with the task.
private final class Ran: Sendable {
  let value = Mutex(false)
}

// Nothing here ever ends if something is leaked: the time limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct LifetimeTests {
  @Test func aSynchronousProgramAbandonedMidStepEndsAndIsFreed() async throws {
    let freed = AsyncStream<Void>.makeStream()
    try await withKnownIssue {
      // The test block ends at its first step: `readLine` is left unanswered, abandoned as the
      // test winds down (it returns `nil`), and the program ends.
      try await withTestHandler { [freed = freed.continuation] in
        let held = Held(finishingWhenFreed: freed)
        defer { withExtendedLifetime(held) {} }
        echo()
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    } matching: {
      $0.description.contains("Unexpected effect: expected Console.print, received Console.readLine()")
    }
    for await _ in freed.stream {}
  }

  @Test func anAsynchronousProgramAbandonedMidStepEndsAndIsFreed() async throws {
    let freed = AsyncStream<Void>.makeStream()
    try await withKnownIssue {
      // The test block throws while the program waits for `data(for:)`: the abandoned effect
      // throws `CancellationError`, and the program ends.
      try await withTestHandler { [freed = freed.continuation] in
        let held = Held(finishingWhenFreed: freed)
        defer { withExtendedLifetime(held) {} }
        Console.print("fetching")
        _ = try await HTTP.data(for: "https://example.com")
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
        throw SomeError()
      }
    } matching: {
      $0.description.contains("SomeError")
    }
    for await _ in freed.stream {}
  }

  @Test func aTaskNeverEnqueuedEndsWithTheTestWithoutRunningAndIsFreed() async throws {
    let freed = AsyncStream<Void>.makeStream()
    let ran = Ran()
    try await withKnownIssue {
      try await withTestHandler { [freed = freed.continuation] in
        let held = Held(finishingWhenFreed: freed)
        Task.effect(name: "Task 1") {
          withExtendedLifetime(held) {}
          ran.value.withLock { $0 = true }
        }
      } test: { effect in
        try await effect.expectTask("Task 1", action: .suspend)
      }
    } matching: {
      $0.description.contains(#"Task "Task 1" was created with Task.effect but never enqueued"#)
    }
    // The task ends as the test does, without running its operation, and lets go of it.
    for await _ in freed.stream {}
    #expect(ran.value.withLock { $0 } == false)
  }

  @Test func anEffectPerformedAfterTheTestEndedIsAbandonedAndTheProgramEnds() async throws {
    let freed = AsyncStream<Void>.makeStream()
    let gate = AsyncStream<Void>.makeStream()
    try await withKnownIssue {
      try await withTestHandler(timeout: .milliseconds(100)) {
        [freed = freed.continuation, gate = gate.stream] in
        let held = Held(finishingWhenFreed: freed)
        defer { withExtendedLifetime(held) {} }
        for await _ in gate {}
        _ = try await HTTP.data(for: "https://example.com")
      } test: { _ in
      }
    } matching: {
      $0.description.contains("The program was still running")
    }
    // The program performs its effect only now, after the test: nothing will answer it, so it
    // is abandoned at once (it throws `CancellationError`), and the program ends.
    gate.continuation.finish()
    for await _ in freed.stream {}
  }

  @Test func aCancelledTaskEffectIsFreed() async {
    var held: Held? = Held()
    weak let weakHeld = held
    let task = Task.effect { [held] in
      withExtendedLifetime(held) {}
      // Suspended until cancelled.
      try? await Task.sleep(for: .seconds(3_600))
    }
    held = nil
    task.cancel()
    await task.value
    #expect(weakHeld == nil)
  }

  @Test func aCancelledTaskEffectUnderTheTestHandlerIsFreed() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      var held: Held? = Held()
      weak let weakHeld = held
      let task = Task.effect(name: "never") { [held] in
        withExtendedLifetime(held) {}
        // Suspended until cancelled.
        try? await Task.sleep(for: .seconds(3_600))
      }
      held = nil
      task.cancel()
      // Awaiting the queued task's value lets it run: it ends at once, being cancelled.
      await task.value
      Console.print(weakHeld == nil ? "freed" : "held")
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "freed") }
    }
  }
}

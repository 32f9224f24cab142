import AlgebraicEffects
import ComposableEffectsTestSupport
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

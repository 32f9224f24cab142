import ComposableEffects
import Testing

/// Waits until `condition` holds, for at most `timeout`; records a failure when it never does.
/// Tests use it to wait for work on other tasks without guessing how long it takes.
@MainActor
func eventually(
  _ condition: @MainActor () -> Bool,
  timeout: Duration = .seconds(5),
  _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else {
      Issue.record(comment ?? "Condition never held within \(timeout).", sourceLocation: sourceLocation)
      return
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Advances `clock` by `step` until `condition` holds, for at most `timeout` of real time.
/// The effect under test may not yet sleep on the clock when the test advances it; advancing
/// again until the expected state arrives does not depend on that timing.
@MainActor
func eventually(
  advancing clock: TestClock<Duration>,
  by step: Duration,
  _ condition: @MainActor () -> Bool,
  timeout: Duration = .seconds(5),
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let realClock = ContinuousClock()
  let deadline = realClock.now.advanced(by: timeout)
  while !condition() {
    guard realClock.now < deadline else {
      Issue.record("Condition never held within \(timeout).", sourceLocation: sourceLocation)
      return
    }
    await clock.advance(by: step)
    try? await Task.sleep(for: .milliseconds(1))
  }
}

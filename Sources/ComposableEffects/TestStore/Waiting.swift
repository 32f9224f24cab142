/// Lets other work run until `condition` holds or `timeout` passes; returns whether it holds.
///
/// Effects send their actions by hopping to the main actor, where the test waits, so this
/// yields the main actor first and only then sleeps briefly, never longer than the timeout in
/// all.
@MainActor
func waitUntil(timeout: Duration, _ condition: @MainActor () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  var attempts = 0
  while !condition() {
    guard clock.now < deadline else { return false }
    attempts += 1
    if attempts < 200 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .microseconds(500))
    }
  }
  return true
}

extension TestStore {
  /// Lets the effects a step started run until they suspend: until the serial executor they
  /// run on has nothing left to do and the main actor has processed what they sent, or the
  /// store's timeout passes.
  ///
  /// Without this, a test that advances a `TestClock` right after a step could advance before
  /// the effect reached its next sleep, and the sleep would wait for a later advance.
  func settleEffects() async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: self.timeout)
    var idleChecks = 0
    // Idle twice in a row, with the main actor yielded in between: an effect that hopped to
    // the main actor to send an action is back on the executor once that job has run.
    while idleChecks < 2 {
      for _ in 0..<4 {
        await Task.yield()
      }
      if self.handlerCore.isExecutorIdle {
        idleChecks += 1
      } else {
        idleChecks = 0
        guard clock.now < deadline else { return }
        try? await Task.sleep(for: .microseconds(50))
      }
    }
  }
}

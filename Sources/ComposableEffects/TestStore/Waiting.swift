/// Lets other work run until `condition` holds or `timeout` passes; returns whether it holds.
///
/// Under the main serial executor, yielding the main actor is what lets effects run, so this
/// yields first and only then sleeps briefly, never longer than the timeout in all.
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

/// Lets the effects a step started run until they suspend. On the main serial executor each
/// yield puts the test behind every job already queued on the main actor, so a few suffice;
/// steps that need more (`receive`, `finish`) wait for what they expect.
@MainActor
func yieldToEffects() async {
  for _ in 0..<8 {
    await Task.yield()
  }
}

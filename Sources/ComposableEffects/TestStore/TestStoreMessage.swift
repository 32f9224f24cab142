/// The text of the test store's failures, in one place so tests can check them.
enum TestStoreMessage {
  static func stateMismatch(step: String, expected: Any, actual: Any) -> String {
    """
    The state after \(step) differs from the expected state:

    \(EffectMessage.indent(diffText(expected, actual)))

    (Expected: −, Actual: +)
    """
  }

  static func unassertedChange(step: String, previous: Any, actual: Any) -> String {
    """
    State was not expected to change after \(step), but a change occurred:

    \(EffectMessage.indent(diffText(previous, actual)))

    (Expected: −, Actual: +)
    """
  }

  static func noChange(step: String) -> String {
    """
    The state stayed the same after \(step), yet an assertion closure was given, which says \
    it should change.

    Leave the closure out of a step that is not meant to change the state.
    """
  }

  /// What `skipReceivedActions` or `skipInFlightEffects` found nothing of.
  enum Skippable {
    case receivedActions
    case inFlightEffects
  }

  static func nothingToSkip(_ skippable: Skippable) -> String {
    switch skippable {
    case .receivedActions:
      "Nothing to skip: no action received from an effect is waiting to be asserted."
    case .inFlightEffects:
      "Nothing to skip: no effect is running."
    }
  }

  static func skippedChange(step: String, expected: Any, actual: Any) -> String {
    """
    A state change was not asserted after \(step) (skipped in non-exhaustive mode):

    \(EffectMessage.indent(diffText(expected, actual)))

    (Expected: −, Actual: +)
    """
  }

  static func unreceivedActions(_ actions: [Any], when: String) -> String {
    """
    \(when), but the store received \(actions.count) action\(actions.count == 1 ? "" : "s") \
    that \(actions.count == 1 ? "was" : "were") not asserted:

    \(actions.map { EffectMessage.indent(String(customDumping: $0)) }.joined(separator: "\n"))

    Assert them with 'receive', or skip them with 'skipReceivedActions()'.
    """
  }

  static func skippedActions(_ actions: [Any]) -> String {
    """
    \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped:

    \(actions.map { EffectMessage.indent(String(customDumping: $0)) }.joined(separator: "\n"))
    """
  }

  static func unansweredWhileReceiving(expected: String, unanswered: [String]) -> String {
    let effects = unanswered.count == 1 ? "An effect waits" : "\(unanswered.count) effects wait"
    return """
      Unanswered effect: \(effects) for the test's answer, so no action can come from it:
      \(unanswered.map { EffectMessage.indent($0) }.joined(separator: "\n"))

      Expected to receive \(expected). Answer the effect first ('store.expect(…)'), or pass it \
      to the next handler outward ('store.yield()').
      """
  }

  static func nothingReceived(
    expected: String, timeout: Duration, inFlight: [String], unanswered: [String] = []
  ) -> String {
    if !unanswered.isEmpty {
      return """
        \(unansweredWhileReceiving(expected: expected, unanswered: unanswered))

        Nothing arrived after waiting \(timeout).
        """
    }
    if inFlight.isEmpty {
      return """
        Expected to receive \(expected), but received none, and no effects are running \
        that could send it.
        """
    }
    return """
      Expected to receive \(expected), but received none after waiting \(timeout).

      Effects still running, started by:
      \(inFlight.map { EffectMessage.indent($0) }.joined(separator: "\n"))

      If the effect waits on a clock, advance it (a 'TestClock') before receiving; if it \
      takes longer, pass a longer 'timeout'.
      """
  }

  static func unexpectedAction(expected: String, received: Any) -> String {
    """
    Received an unexpected action. Expected \(expected), received:

    \(EffectMessage.indent(String(customDumping: received)))
    """
  }

  static func unexpectedAction(diff: String) -> String {
    """
    Received an unexpected action:

    \(EffectMessage.indent(diff))

    (Expected: −, Received: +)
    """
  }

  static func concurrentSteps(_ expected: String) -> String {
    """
    Waited for \(expected) while another step of the same test store was still waiting: \
    steps run one at a time, so await each before starting the next.
    """
  }

  static func effectsStillRunning(when: String, _ effects: [String]) -> String {
    """
    \(when), but \(effects.count) effect\(effects.count == 1 ? " is" : "s are") still \
    running. Effects must finish (or be cancelled) before the test ends. Started by:

    \(effects.map { EffectMessage.indent($0) }.joined(separator: "\n"))

    To wait for them, use 'await store.finish()' or 'await task.finish()'; to stop them, \
    cancel them ('await task.cancel()') or send the action that does; to stop tracking them \
    without cancelling, use 'await store.skipInFlightEffects()'.
    """
  }

  static func sentAfterDismissal(_ action: Any) -> String {
    """
    Sent \(String(customDumping: action)) to a test store whose feature has dismissed itself \
    ('@Dependency(\\.dismiss)'): a dismissed feature takes no more actions, so the action was \
    not sent.
    """
  }

  static func describe(step action: Any, sent: Bool) -> String {
    "\(sent ? "sending" : "receiving") \(String(customDumping: action))"
  }

  static func describe(effectOf action: Any, at location: TestSourceLocation) -> String {
    "\(String(customDumping: action)) (\(location.fileID):\(location.line))"
  }

  static func diffText(_ expected: Any, _ actual: Any) -> String {
    diff(expected, actual, format: .proportional)
      ?? "(No difference in their dumps, but the values are not equal.)"
  }
}

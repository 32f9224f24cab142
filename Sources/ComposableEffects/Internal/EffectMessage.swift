/// The text of the issues the architecture reports, in one place so tests can check them.
enum EffectMessage {
  static func unhandledError(_ error: any Error, fileID: StaticString, line: UInt) -> String {
    """
    An 'Effect.run' returned from "\(fileID):\(line)" threw an unhandled error:

    \(indent(String(customDumping: error)))

    Handle every error other than 'CancellationError' with the 'catch' parameter of \
    'Effect.run', or with a 'do' block inside it.
    """
  }

  static func sentFromCompletedEffect(action: Any, effectOf origin: Any) -> String {
    """
    An action was sent from a completed effect:

      Action:
    \(indent(String(customDumping: action), by: 4))

      Effect returned from:
    \(indent(String(customDumping: origin), by: 4))

    The action was dropped. Send actions only while the effect's operation runs: do not \
    escape the 'send' argument of 'Effect.run' into an unstructured task.
    """
  }

  static func reentrantSend(action: Any) -> String {
    """
    'Store.send' was called while the store was already processing an action (from a reducer \
    or an observer of its state):

    \(indent(String(customDumping: action)))

    The action was queued and processed after the current one. Sending re-entrantly is not \
    supported because the current action's state change would not yet be complete; return \
    the action as an effect ('.send') instead.
    """
  }

  static func indent(_ string: String, by count: Int = 2) -> String {
    let prefix = String(repeating: " ", count: count)
    return string.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }
      .joined(separator: "\n")
  }
}

import IssueReporting

/// The failure messages of test handlers, in one place so they read alike.
package enum TestHandlerMessage {
  static func unexpected(expected: String, received: PerformedEffect) -> String {
    "Unexpected effect: expected \(expected), received \(received.description)."
  }

  static func finished(expected: String, programError: (any Error)?) -> String {
    if let programError {
      return """
        Expected \(expected), but the program finished by throwing \
        \(String(reflecting: programError)).
        """
    }
    return "Expected \(expected), but the program finished without performing it."
  }

  static func timedOut(expected: String, timeout: Duration) -> String {
    "Expected \(expected), but the program performed no effect within \(timeout.formatted)."
  }

  package static func unanswered(_ performed: PerformedEffect) -> String {
    """
    Unanswered effect: the test block ended while the program was performing \
    \(performed.description).
    """
  }

  static func neverRan(taskNamed name: String?) -> String {
    let task = name.map { "Task \(String(reflecting: $0))" } ?? "A task"
    return "\(task) was created with Task.effect but never enqueued, so it never ran."
  }

  static func concurrentSteps(expected: String) -> String {
    """
    Expected \(expected) while another step of the same test handler was still waiting: \
    steps run one at a time, so await each before starting the next.
    """
  }

  static func synchronousEffectOnMainActor(_ description: String) -> String {
    """
    Synchronous effect performed on the main actor under a test store: \(description). The \
    test store's effects run on the main actor, where the test runs, so a synchronous effect \
    cannot wait there for the test to answer it; it went to the next handler outward (or its \
    default). Declare the effect `async` to answer it with `expect`, or install a handler for \
    it around the test store.
    """
  }

  package static func fellThrough(_ performed: PerformedEffect) -> String {
    "Skipped answering \(performed.description): it went to the next handler outward."
  }

  static func stillRunning(timeout: Duration) -> String {
    """
    The program was still running \(timeout.formatted) after the test block ended, \
    without performing an effect or finishing.
    """
  }
}

extension Duration {
  /// "5 seconds", "0.5 seconds".
  fileprivate var formatted: String {
    let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
    return seconds == 1 ? "1 second" : "\(seconds.formatted) seconds"
  }
}

extension Double {
  fileprivate var formatted: String {
    rounded() == self ? String(Int(self)) : String(self)
  }
}

/// Where a test handler's call was written, to attribute its failures to that line.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

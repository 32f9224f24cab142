import IssueReporting
import Logging

/// Logs the issues reported inside an instrumented effect, an uncaught error or a runtime
/// warning, with the store, the action and the effect as metadata. Added to the reporters in
/// force, so that a test still fails and a debugger still stops as before.
struct LoggingIssueReporter: IssueReporter {
  let logger: Logger
  let metadata: Logger.Metadata
  let failures: EffectFailures

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    var metadata = self.metadata
    metadata[MetricLabels.effect] = "\(fileID):\(line)"
    let error = self.failures.takeUnhandled()
    if let error {
      metadata["error"] = "\(String(reflecting: error))"
    }
    // An issue of error severity is what the library reports as a runtime warning outside tests:
    // something went wrong (an uncaught error, a send after the effect ended).
    let level: Logger.Level = severity == .warning ? .warning : .error
    self.logger.log(level: level, "\(message() ?? "Issue reported by an effect")", metadata: metadata)
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    var metadata = self.metadata
    metadata[MetricLabels.effect] = "\(fileID):\(line)"
    metadata["error"] = "\(String(reflecting: error))"
    self.logger.error("\(message() ?? "Error reported by an effect")", metadata: metadata)
  }
}

/// When to write a log line about refusals that may come by the thousand a second (a
/// connection refused at the open-files limit, an origin refused, a message too large): the
/// first at once, then at most one line per `interval`, which says how many came meanwhile.
/// Every refusal is counted; only the lines are limited.
///
/// Pure: the caller gives the time (on any monotonic clock, as the time since a start of its
/// choosing), and writes the line it is told to.
///
/// ```swift
/// var log = RefusalLog()
/// if case .write(let count) = log.refused(at: clock.now - start) {
///   logger.error("Refused \(count) connections: too many open files.")
/// }
/// ```
public struct RefusalLog: Sendable, Hashable {
  /// What to do about one refusal.
  public enum Decision: Sendable, Hashable {
    /// Write a line now, about `count` refusals: this one and those since the last line.
    case write(count: Int)
    /// Count it only: a line was written within the interval.
    case count
  }

  /// The shortest time between two lines.
  public let interval: Duration
  /// When the last line was written; `nil` before the first.
  private var lastLine: Duration?
  /// The refusals since the last line.
  private var unwritten = 0
  /// Every refusal, written or not.
  public private(set) var total = 0

  /// A log writing at most one line per `interval`.
  public init(interval: Duration = .seconds(1)) {
    self.interval = interval
  }

  /// A refusal at `time`.
  public mutating func refused(at time: Duration) -> Decision {
    self.total += 1
    self.unwritten += 1
    return self.lineDue(at: time).map { .write(count: $0) } ?? .count
  }

  /// At `time`, with no new refusal: the count of those not yet written, if a line is due for
  /// them (call it from a timer, so that the last burst's count is not left unwritten).
  public mutating func tick(at time: Duration) -> Int? {
    guard self.unwritten > 0 else { return nil }
    return self.lineDue(at: time)
  }

  private mutating func lineDue(at time: Duration) -> Int? {
    if let lastLine = self.lastLine, time - lastLine < self.interval { return nil }
    defer {
      self.lastLine = time
      self.unwritten = 0
    }
    return self.unwritten
  }
}

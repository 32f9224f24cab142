import Synchronization

/// Which copy of a shared value a test store's assertion reads and writes.
///
/// A test store compares the state it expects with the state the reducer left. Both are copies
/// of one state, holding the same shared references, so a shared value would compare equal to
/// itself. While an assertion runs, the expected side reads and writes a snapshot kept by the
/// box instead: the value before the step (``expected``), or the live value with only the
/// assertion's changes (``partial``, for a non-exhaustive store). The actual side reads the
/// live value.
@usableFromInline
struct SharedAssertion: Sendable {
  enum Side: Sendable {
    /// The value as it was before the step, changed by the assertion closure.
    case expected
    /// The live value, changed by the assertion closure (a non-exhaustive store).
    case partial
    /// The actual value: the live one, unless only effects changed it during the step (see
    /// ``SharedBox/Snapshot/isDeferred``).
    case actual
  }

  /// The actual side of the same assertion.
  var actual: SharedAssertion {
    SharedAssertion(side: .actual, tracker: self.tracker)
  }

  let side: Side
  let tracker: SharedChangeTracker

  @TaskLocal static var current: SharedAssertion?

  /// How many assertions are running, in any task. While there are none (an app, a server, a
  /// test between its steps), no read or change looks up ``current``: the task-local lookup
  /// costs more than the read.
  @usableFromInline static let running = Atomic(0)

  /// Whether no assertion is running anywhere, so that ``current`` is `nil` for every task.
  ///
  /// Relaxed: an assertion's own reads come after its count in program order, and a task that
  /// is not inside one reads `nil` from ``current`` whatever the count says.
  @inlinable static var isIdle: Bool {
    Self.running.load(ordering: .relaxed) == 0
  }

  /// Runs `body` as the expected side of an assertion.
  static func run<R>(
    _ side: Side, tracker: SharedChangeTracker, _ body: () throws -> R
  ) rethrows -> R {
    Self.running.add(1, ordering: .relaxed)
    defer { Self.running.subtract(1, ordering: .relaxed) }
    return try $current.withValue(SharedAssertion(side: side, tracker: tracker), operation: body)
  }

}

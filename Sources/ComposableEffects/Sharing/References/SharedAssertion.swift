/// Which copy of a shared value a test store's assertion reads and writes.
///
/// A test store compares the state it expects with the state the reducer left. Both are copies
/// of one state, holding the same shared references, so a shared value would compare equal to
/// itself. While an assertion runs, the expected side reads and writes a snapshot kept by the
/// box instead: the value before the step (``expected``), or the live value with only the
/// assertion's changes (``partial``, for a non-exhaustive store). The actual side reads the
/// live value.
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

  /// Runs `body` as the expected side of an assertion.
  static func run<R>(
    _ side: Side, tracker: SharedChangeTracker, _ body: () throws -> R
  ) rethrows -> R {
    try $current.withValue(SharedAssertion(side: side, tracker: tracker), operation: body)
  }

}

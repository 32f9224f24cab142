/// A goal for one benchmark: its time per operation at most `maximumRatio` times a baseline's,
/// measured in the same run.
struct Target: Sendable {
  /// The name of the benchmark compared against.
  let baseline: String

  /// The largest acceptable ratio of the benchmark's median to the baseline's.
  let maximumRatio: Double

  /// A target of at most `maximumRatio` × `baseline`.
  static func atMost(_ maximumRatio: Double, times baseline: String) -> Target {
    Target(baseline: baseline, maximumRatio: maximumRatio)
  }

  /// Whether `ratio`, the benchmark's median over the baseline's, meets the target.
  func isMet(by ratio: Double) -> Bool {
    ratio <= maximumRatio
  }
}

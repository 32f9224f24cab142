/// A goal for one benchmark: its median at most some multiple of a baseline's, measured in the
/// same run, or at most an absolute figure.
struct Target: Sendable {
  enum Bound: Sendable {
    /// At most `maximumRatio` times the median of the benchmark named `baseline`.
    case relative(maximumRatio: Double, baseline: String)
    /// At most `maximum`, in `unit`.
    case absolute(maximum: Double, unit: Unit)
  }

  let bound: Bound

  /// A target of at most `maximumRatio` × `baseline`.
  static func atMost(_ maximumRatio: Double, times baseline: String) -> Target {
    Target(bound: .relative(maximumRatio: maximumRatio, baseline: baseline))
  }

  /// A target of at most `bytes` bytes per operation, for a `.memory` benchmark.
  /// A target of at most `nanoseconds` per operation, whatever else the run measures.
  static func atMost(nanoseconds: Double) -> Target {
    Target(bound: .absolute(maximum: nanoseconds, unit: .nanoseconds))
  }

  static func atMost(bytes: Double) -> Target {
    Target(bound: .absolute(maximum: bytes, unit: .bytes))
  }

  /// The name of the benchmark compared against, for a relative target.
  var baseline: String? {
    guard case .relative(_, let baseline) = bound else { return nil }
    return baseline
  }
}

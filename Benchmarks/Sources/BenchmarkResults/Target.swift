/// A goal for one benchmark: its median at most some multiple of a baseline's, measured in the
/// same run, or at most an absolute figure, in the benchmark's unit.
struct Target: Sendable {
  enum Bound: Sendable {
    /// At most `maximumRatio` times the median of the benchmark named `baseline`.
    case relative(maximumRatio: Double, baseline: String)
    /// At most `maximum`, in the benchmark's unit.
    case absolute(maximum: Double)
  }

  let bound: Bound

  /// A target of at most `maximumRatio` × `baseline`.
  static func atMost(_ maximumRatio: Double, times baseline: String) -> Target {
    Target(bound: .relative(maximumRatio: maximumRatio, baseline: baseline))
  }

  /// A target of at most `nanoseconds` per operation, whatever else the run measures.
  static func atMost(nanoseconds: Double) -> Target {
    Target(bound: .absolute(maximum: nanoseconds))
  }

  /// A target of at most `bytes` per operation, for a `bytes.` benchmark.
  static func atMost(bytes: Double) -> Target {
    Target(bound: .absolute(maximum: bytes))
  }
}

/// One benchmark's figures in a run.
struct Measurement: Sendable {
  let name: String

  /// The median per operation: nanoseconds, or bytes for a `bytes.` benchmark.
  let median: Double

  /// The median number of malloc calls per operation, where package-benchmark counted them.
  let mallocs: Double?

  /// What ``median`` counts: the names of the memory benchmarks, and only theirs, begin with
  /// `bytes.`, so that `results.json` can hold bare numbers.
  var unit: Unit {
    name.hasPrefix("bytes.") ? .bytes : .nanoseconds
  }

  enum Unit: Sendable {
    case nanoseconds
    case bytes

    /// The symbol printed after a figure.
    var symbol: String {
      switch self {
      case .nanoseconds: "ns"
      case .bytes: "B"
      }
    }
  }
}

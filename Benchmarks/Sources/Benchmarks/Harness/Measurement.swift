/// What a benchmark's samples count.
enum Unit: Sendable, Equatable {
  /// Nanoseconds per operation: every timed benchmark.
  case nanoseconds
  /// Bytes per operation: a `.memory` benchmark.
  case bytes

  /// The symbol printed after a figure.
  var symbol: String {
    switch self {
    case .nanoseconds: "ns"
    case .bytes: "B"
    }
  }
}

/// What measuring one benchmark produced.
struct Measurement: Sendable {
  let name: String

  /// What ``perOperation`` counts.
  let unit: Unit

  /// The figure per operation of each sample, in ``unit``, in the order the samples were taken.
  let perOperation: [Double]

  /// The median of ``perOperation``: the figure reported and compared.
  var median: Double {
    let sorted = perOperation.sorted()
    let middle = sorted.count / 2
    if sorted.count.isMultiple(of: 2) {
      return (sorted[middle - 1] + sorted[middle]) / 2
    }
    return sorted[middle]
  }
}

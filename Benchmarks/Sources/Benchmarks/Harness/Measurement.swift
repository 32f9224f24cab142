/// What timing one benchmark produced.
struct Measurement: Sendable {
  let name: String

  /// Nanoseconds per operation of each sample, in the order they were taken.
  let nanosecondsPerOperation: [Double]

  /// The median of ``nanosecondsPerOperation``: the figure reported and compared.
  var median: Double {
    let sorted = nanosecondsPerOperation.sorted()
    let middle = sorted.count / 2
    if sorted.count.isMultiple(of: 2) {
      return (sorted[middle - 1] + sorted[middle]) / 2
    }
    return sorted[middle]
  }
}

import Foundation

/// `results.json`: a JSON object mapping each benchmark's name to its median per operation, for
/// tools and later runs to compare against: nanoseconds, or bytes for the memory benchmarks,
/// whose names (and only theirs) begin with `bytes.`.
enum ResultsFile {
  /// Writes the medians of `measurements` to `url`, keys sorted, rounded to 0.01 (ns or bytes).
  static func write(_ measurements: [Measurement], to url: URL) throws {
    let medians = Dictionary(
      uniqueKeysWithValues: measurements.map { ($0.name, ($0.median * 100).rounded() / 100) }
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var data = try encoder.encode(medians)
    data.append(contentsOf: "\n".utf8)
    try data.write(to: url, options: .atomic)
  }
}

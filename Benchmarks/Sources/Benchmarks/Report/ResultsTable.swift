import Foundation

/// The results of a run as a text table: one row per benchmark and target, so a benchmark with
/// two targets has two rows and one without targets has one.
///
/// Figures carry their unit: nanoseconds per operation, or bytes per operation for a memory
/// benchmark, whose target is absolute.
///
/// ```
/// benchmark                    per op  baseline        ratio    target  result
/// tasklocal.read               4.1 ns  —                   —         —  —
/// perform.sync.1-handler       8.3 ns  tasklocal.read  2.02×    ≤ 2.5×  PASS
/// bytes.per-in-flight-effect   2210 B  —                   —  ≤ 1024 B  MISS
/// ```
struct ResultsTable {
  private static let header = ["benchmark", "per op", "baseline", "ratio", "target", "result"]
  /// Which columns hold numbers, and so are aligned right.
  private static let rightAligned: Set<Int> = [1, 3, 4]

  private var rows: [[String]] = []

  /// Adds the rows of one measurement and its comparisons.
  mutating func append(_ measurement: Measurement, _ comparisons: [Comparison]) {
    let median = Self.format(measurement.median, in: measurement.unit)
    guard !comparisons.isEmpty else {
      rows.append([measurement.name, median, "—", "—", "—", "—"])
      return
    }
    for comparison in comparisons {
      let result = comparison.isMet ? "PASS" : "MISS"
      switch comparison.target.bound {
      case .relative(let maximumRatio, let baseline):
        rows.append([
          measurement.name,
          median,
          baseline,
          Self.format(comparison.ratio ?? .nan, digits: 2) + "×",
          "≤ " + Self.format(maximumRatio, digits: 1) + "×",
          result,
        ])
      case .absolute(let maximum, let unit):
        rows.append([
          measurement.name, median, "—", "—", "≤ " + Self.format(maximum, in: unit), result,
        ])
      }
    }
  }

  /// The table, its columns padded to line up.
  var text: String {
    let all = [Self.header] + rows
    let widths = Self.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return Self.rightAligned.contains(column) ? padding + row[column] : row[column] + padding
      }
      .joined(separator: "  ")
      .trimmingCharacters(in: .whitespaces)
    }
    .joined(separator: "\n")
  }

  /// Nanoseconds to 0.1 below 100 and whole above; bytes whole.
  private static func format(_ value: Double, in unit: Unit) -> String {
    let digits = unit == .nanoseconds && value < 100 ? 1 : 0
    return format(value, digits: digits) + " " + unit.symbol
  }

  private static func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

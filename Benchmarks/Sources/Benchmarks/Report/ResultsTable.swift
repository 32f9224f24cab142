import Foundation

/// The results of a run as a text table: one row per benchmark and target, so a benchmark with
/// two targets has two rows and one without targets has one.
///
/// ```
/// benchmark               ns/op  baseline        ratio  target  result
/// tasklocal.read            4.1  —                   —       —  —
/// perform.sync.1-handler    8.3  tasklocal.read  2.02×  ≤ 2.5×  PASS
/// ```
struct ResultsTable {
  private static let header = ["benchmark", "ns/op", "baseline", "ratio", "target", "result"]
  /// Which columns hold numbers, and so are aligned right.
  private static let rightAligned: Set<Int> = [1, 3, 4]

  private var rows: [[String]] = []

  /// Adds the rows of one measurement and its comparisons.
  mutating func append(_ measurement: Measurement, _ comparisons: [Comparison]) {
    let median = Self.format(measurement.median, digits: measurement.median < 100 ? 1 : 0)
    guard !comparisons.isEmpty else {
      rows.append([measurement.name, median, "—", "—", "—", "—"])
      return
    }
    for comparison in comparisons {
      rows.append([
        measurement.name,
        median,
        comparison.target.baseline,
        Self.format(comparison.ratio, digits: 2) + "×",
        "≤ " + Self.format(comparison.target.maximumRatio, digits: 1) + "×",
        comparison.isMet ? "PASS" : "MISS",
      ])
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

  private static func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

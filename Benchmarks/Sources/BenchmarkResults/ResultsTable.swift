import Foundation

/// The results of a run as a Markdown table, the one in BENCHMARKS.md: one row per benchmark and
/// target, so a benchmark with two targets has two rows and one without targets has one.
///
/// ```
/// | benchmark | median per op | mallocs per op | compared with | ratio | target | met |
/// | --- | ---: | ---: | --- | ---: | ---: | :---: |
/// | `tasklocal.read` | 8.6 ns | 0 | | | | |
/// | `perform.sync.0-handlers` | 15.6 ns | 0 | `tasklocal.read` | 1.82× | ≤ 2× | yes |
/// ```
struct ResultsTable {
  private var rows = [
    "| benchmark | median per op | mallocs per op | compared with | ratio | target | met |",
    "| --- | ---: | ---: | --- | ---: | ---: | :---: |",
  ]

  /// Adds the rows of one measurement and its comparisons.
  mutating func append(_ measurement: Measurement, _ comparisons: [Comparison]) {
    let start = [
      "`\(measurement.name)`",
      Self.format(measurement.median, in: measurement.unit),
      measurement.mallocs.map(Self.formatCount) ?? "",
    ]
    guard !comparisons.isEmpty else {
      rows.append(Self.row(start + ["", "", "", ""]))
      return
    }
    for comparison in comparisons {
      let met =
        switch comparison.isMet {
        case true?: "yes"
        case false?: "**no**"
        case nil: "?"
        }
      switch comparison.target.bound {
      case .relative(let maximumRatio, let baseline):
        rows.append(
          Self.row(
            start + [
              "`\(baseline)`",
              comparison.ratio.map { String(format: "%.2f×", $0) } ?? "",
              "≤ \(Self.format(maximumRatio))×",
              met,
            ]))
      case .absolute(let maximum):
        rows.append(
          Self.row(start + ["", "", "≤ " + Self.format(maximum, in: measurement.unit), met]))
      }
    }
  }

  var text: String {
    rows.joined(separator: "\n")
  }

  private static func row(_ cells: [String]) -> String {
    "|" + cells.map { $0.isEmpty ? " |" : " \($0) |" }.joined()
  }

  /// Nanoseconds to 0.1 below 100 and whole above, bytes whole; thousands set apart by a space.
  private static func format(_ value: Double, in unit: Measurement.Unit) -> String {
    let digits = unit == .nanoseconds && value < 100 ? 1 : 0
    return grouped(String(format: "%.\(digits)f", value)) + " " + unit.symbol
  }

  /// A malloc count per operation: whole when it is, else to three significant digits, so that
  /// one allocation per thousand operations does not read as none.
  private static func formatCount(_ value: Double) -> String {
    if value == value.rounded() { return grouped(String(format: "%.0f", value)) }
    return String(format: "%.3g", value)
  }

  private static func format(_ ratio: Double) -> String {
    ratio == ratio.rounded() ? String(format: "%.0f", ratio) : String(format: "%g", ratio)
  }

  /// `12345.6` as `12 345.6`.
  private static func grouped(_ number: String) -> String {
    let parts = number.split(separator: ".", maxSplits: 1)
    var whole = String(parts[0])
    var index = whole.endIndex
    while whole.distance(from: whole.startIndex, to: index) > 3 {
      index = whole.index(index, offsetBy: -3)
      whole.insert(" ", at: index)
    }
    return parts.count > 1 ? whole + "." + parts[1] : whole
  }
}

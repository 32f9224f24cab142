import Foundation

/// `benchmark-results <baseline> [name=figure …]`: writes `results.json` beside the benchmark
/// package's `Package.swift` from a baseline package-benchmark saved, and prints the results
/// table of BENCHMARKS.md, with each benchmark's targets.
///
/// The figures given as arguments join the baseline's: `in-flight-memory` prints
/// `bytes.per-in-flight-effect=<bytes>` and `bytes.per-in-flight-effect.continuation=<bytes>`,
/// one a line, in that form. `Scripts/benchmark-results` runs the
/// benchmarks, saves the baseline and calls both:
///
///     swift package --package-path Benchmarks --allow-writing-to-package-directory \
///       benchmark baseline update latest
///     benchmark-results latest $(in-flight-memory)
///
/// A partial run, one missing any benchmark of ``Report/rows``, prints its table but leaves
/// `results.json` alone.
@main
enum BenchmarkResults {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard let baselineName = arguments.first else {
      print("usage: benchmark-results <baseline> [name=figure …]")
      exit(2)
    }
    let baseline = try SavedBaseline(named: baselineName, in: packageDirectory)
    var measurements = baseline.figures.map { name, figures in
      Measurement(name: name, median: figures.nanoseconds, mallocs: figures.mallocs)
    }
    for argument in arguments.dropFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let figure = Double(parts[1]) else {
        print("benchmark-results: expected name=figure, got '\(argument)'")
        exit(2)
      }
      measurements.append(Measurement(name: String(parts[0]), median: figure, mallocs: nil))
    }

    let order = Dictionary(
      uniqueKeysWithValues: Report.rows.enumerated().map { ($1.name, $0) })
    measurements.sort {
      (order[$0.name] ?? .max, $0.name) < (order[$1.name] ?? .max, $1.name)
    }
    let medians = Dictionary(uniqueKeysWithValues: measurements.map { ($0.name, $0.median) })
    let targets = Dictionary(uniqueKeysWithValues: Report.rows.map { ($0.name, $0.targets) })
    var table = ResultsTable()
    var met = 0
    var total = 0
    for measurement in measurements {
      let comparisons = (targets[measurement.name] ?? []).map {
        Comparison(measurement, against: $0, medians: medians)
      }
      table.append(measurement, comparisons)
      met += comparisons.count { $0.isMet == true }
      total += comparisons.count
    }
    print(table.text)
    print()
    print("\(met) of \(total) targets met")

    let missing = Report.rows.map(\.name).filter { medians[$0] == nil }
    guard missing.isEmpty else {
      print("a partial run (no \(missing.joined(separator: ", "))): results.json left unchanged")
      return
    }
    let url = packageDirectory.appendingPathComponent("results.json")
    try ResultsFile.write(measurements, to: url)
    print("wrote \(url.path)")
  }

  /// The benchmark package's directory, whatever the working directory.
  static var packageDirectory: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // BenchmarkResults
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // the package
  }
}

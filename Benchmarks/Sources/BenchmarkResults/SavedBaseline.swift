import Benchmark
import Foundation

/// A baseline that package-benchmark saved (`swift package benchmark baseline update <name>`),
/// read for the medians of its benchmarks.
///
/// package-benchmark stores a baseline as
/// `.benchmarkBaselines/<target>/<name>/results.json` in the package, holding each benchmark's
/// samples per metric (HDR histograms of what each run measured). Its reports round figures
/// per operation to whole units; this reads the histograms, so that a figure of a few
/// nanoseconds keeps its decimals. The file's layout is package-benchmark's own, not a stable
/// format: it is decoded with package-benchmark's `BenchmarkResult`, from the same version.
struct SavedBaseline {
  /// The figures of each benchmark, by name.
  let figures: [String: Figures]

  /// What one benchmark measured, per operation.
  struct Figures {
    /// The median of its runs' wall-clock times, over the operations in a run, in nanoseconds.
    let nanoseconds: Double
    /// The median of its runs' malloc calls, over the operations in a run; `nil` if not counted.
    let mallocs: Double?
  }

  /// Reads the baseline called `name` of every benchmark target of the package at `package`.
  init(named name: String, in package: URL) throws {
    let directory = package.appendingPathComponent(".benchmarkBaselines")
    let targets = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    var figures: [String: Figures] = [:]
    for target in targets {
      let file = directory.appendingPathComponent("\(target)/\(name)/results.json")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      let stored = try JSONDecoder().decode(Stored.self, from: Data(contentsOf: file))
      for (identifier, results) in stored.results {
        guard let nanoseconds = Self.medianPerOperation(of: .wallClock, in: results) else {
          continue
        }
        figures[identifier.name] = Figures(
          nanoseconds: nanoseconds,
          mallocs: Self.medianPerOperation(of: .mallocCountTotal, in: results)
        )
      }
    }
    guard !figures.isEmpty else { throw NoBaseline(name: name, directory: directory) }
    self.figures = figures
  }

  /// The median of what the runs measured of `metric`, over the operations of a run: a
  /// benchmark's run performs its operation `scalingFactor` times.
  private static func medianPerOperation(
    of metric: BenchmarkMetric,
    in results: [BenchmarkResult]
  ) -> Double? {
    guard let result = results.first(where: { $0.metric == metric }),
      result.statistics.measurementCount > 0
    else { return nil }
    let median = result.statistics.histogram.valueAtPercentile(50)
    return Double(median) / Double(result.scalingFactor.rawValue)
  }

  /// The parts of package-benchmark's baseline file read here.
  private struct Stored: Decodable {
    struct Identifier: Decodable, Hashable {
      let target: String
      let name: String
    }

    let results: [Identifier: [BenchmarkResult]]
  }

  struct NoBaseline: Error, CustomStringConvertible {
    let name: String
    let directory: URL

    var description: String {
      "no baseline '\(name)' in \(directory.path): save one with `swift package --package-path Benchmarks --allow-writing-to-package-directory benchmark baseline update \(name)`"
    }
  }
}

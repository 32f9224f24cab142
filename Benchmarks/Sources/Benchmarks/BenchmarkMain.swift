import Foundation

/// `swift run -c release --package-path Benchmarks benchmarks`: runs every benchmark, prints a
/// table of medians and targets, and writes `results.json` beside `Package.swift`.
///
/// The suites: calling closures, reading a task-local and calling a swift-dependencies client
/// (baselines); performing algebraic effects (`AlgebraicEffects`); sending actions to a `Store`,
/// running `.run` effects, cancelling effects among many in flight, and the memory a running
/// effect holds (`ComposableEffects`).
///
/// Arguments, if any, select benchmarks by name (see ``Selection``); such a partial run prints its
/// table but leaves `results.json` alone.
///
/// To add benchmarks, write a suite (an enum with `static let all: [Benchmark]`) and list it in
/// ``registry``.
@main
enum BenchmarkMain {
  static let registry = Registry(
    ClosureBenchmarks.all,
    TaskLocalBenchmarks.all,
    DependencyBenchmarks.all,
    PerformBenchmarks.all,
    StoreBenchmarks.all,
    EffectBenchmarks.all,
    CancellationBenchmarks.all,
    MemoryBenchmarks.all,
    TestStoreBenchmarks.all
  )

  static func main() async throws {
    #if DEBUG
      log("warning: a debug build; run with `-c release` for meaningful figures")
    #endif
    if !ResidentMemory.isAvailable {
      log("note: no resident set size on this system; the bytes.* benchmarks are left out")
    }
    let selection = Selection(registry, filters: Array(CommandLine.arguments.dropFirst()))
    let sampler = Sampler()
    let measurements = await sampler.measure(selection.benchmarks) { log($0) }

    let medians = Dictionary(uniqueKeysWithValues: measurements.map { ($0.name, $0.median) })
    var table = ResultsTable()
    var met = 0
    var total = 0
    for (benchmark, measurement) in zip(selection.benchmarks, measurements) {
      let comparisons = benchmark.targets.map {
        Comparison(measurement, against: $0, medians: medians)
      }
      table.append(measurement, comparisons)
      met += comparisons.count { $0.isMet }
      total += comparisons.count
    }
    print()
    print(table.text)
    print()
    let milliseconds = Int(sampler.minimumSampleDuration.nanoseconds / 1e6)
    print(
      "\(met) of \(total) targets met; medians of \(sampler.sampleCount) samples, timed ones of ≥ \(milliseconds) ms each"
    )

    guard selection.isComplete else {
      print("a partial run: \(ResultsFile.defaultLocation.lastPathComponent) left unchanged")
      return
    }
    let url = ResultsFile.defaultLocation
    try ResultsFile.write(measurements, to: url)
    print("wrote \(url.path)")
  }

  /// Progress and warnings go to standard error, leaving standard output to the results.
  private static func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

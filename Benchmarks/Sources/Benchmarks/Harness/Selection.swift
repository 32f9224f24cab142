/// Which benchmarks a run measures, from its command-line arguments.
///
/// With no arguments, all of them. Otherwise those whose names contain one of the arguments, plus
/// the baselines their targets name, so that a partial run still reports its ratios:
///
///     swift run -c release --package-path Benchmarks benchmarks perform.sync
struct Selection {
  /// The benchmarks to measure, in registry order.
  let benchmarks: [Benchmark]

  /// Whether every benchmark of the registry is measured.
  let isComplete: Bool

  init(_ registry: Registry, filters: [String]) {
    guard !filters.isEmpty else {
      benchmarks = registry.benchmarks
      isComplete = true
      return
    }
    let chosen = registry.benchmarks.filter { benchmark in
      filters.contains { benchmark.name.contains($0) }
    }
    let names = Set(chosen.map(\.name) + chosen.flatMap { $0.targets.compactMap(\.baseline) })
    benchmarks = registry.benchmarks.filter { names.contains($0.name) }
    isComplete = benchmarks.count == registry.benchmarks.count
  }
}

/// The benchmarks of one run, in the order they run and are reported.
///
/// Each suite contributes a list; the registry checks that names are unique and that every
/// target names a benchmark of the run, so a typo fails at start-up and not in the report.
struct Registry {
  let benchmarks: [Benchmark]

  init(_ suites: [Benchmark]...) {
    benchmarks = suites.flatMap { $0 }
    var names: Set<String> = []
    for benchmark in benchmarks {
      precondition(names.insert(benchmark.name).inserted, "Duplicate benchmark '\(benchmark.name)'")
    }
    for benchmark in benchmarks {
      for target in benchmark.targets {
        precondition(
          names.contains(target.baseline),
          "'\(benchmark.name)' targets unknown baseline '\(target.baseline)'"
        )
      }
    }
  }
}

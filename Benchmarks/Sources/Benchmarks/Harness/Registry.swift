/// The benchmarks of one run, in the order they run and are reported.
///
/// Each suite contributes a list; the registry checks that names are unique, that every relative
/// target names a benchmark of the run counting the same unit, and that every absolute target is
/// in the benchmark's unit, so a typo fails at start-up and not in the report.
struct Registry {
  let benchmarks: [Benchmark]

  init(_ suites: [Benchmark]...) {
    benchmarks = suites.flatMap { $0 }
    var units: [String: Unit] = [:]
    for benchmark in benchmarks {
      precondition(
        units.updateValue(benchmark.unit, forKey: benchmark.name) == nil,
        "Duplicate benchmark '\(benchmark.name)'"
      )
      // `results.json` holds bare numbers: the prefix tells bytes from nanoseconds.
      precondition(
        benchmark.name.hasPrefix("bytes.") == (benchmark.unit == .bytes),
        "'\(benchmark.name)': the names of memory benchmarks, and only theirs, begin with 'bytes.'"
      )
    }
    for benchmark in benchmarks {
      for target in benchmark.targets {
        switch target.bound {
        case .relative(_, let baseline):
          guard let baselineUnit = units[baseline] else {
            preconditionFailure("'\(benchmark.name)' targets unknown baseline '\(baseline)'")
          }
          precondition(
            baselineUnit == benchmark.unit,
            "'\(benchmark.name)' compares with '\(baseline)', which counts something else"
          )
        case .absolute(_, let unit):
          precondition(
            unit == benchmark.unit,
            "'\(benchmark.name)' has a target in \(unit.symbol), but counts \(benchmark.unit.symbol)"
          )
        }
      }
    }
  }
}

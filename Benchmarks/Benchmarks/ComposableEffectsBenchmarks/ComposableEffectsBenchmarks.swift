import Benchmark

/// Every benchmark of the package, as package-benchmark finds them: its build plugin generates the
/// `main` that calls this closure to register them.
///
/// The suites: calling closures, reading a task-local and calling a swift-dependencies client
/// (baselines); performing algebraic effects (`AlgebraicEffects`); sending actions to a `Store`,
/// running `.run` effects, cancelling effects among many in flight, and one step of a test
/// (`ComposableEffects`). The memory an effect in flight holds is measured apart, by
/// `in-flight-memory`.
///
/// Each run of a benchmark performs its operation `benchmark.scaledIterations` times: a thousand
/// by default, a million for the operations of a few nanoseconds. Every figure package-benchmark
/// reports with a `*` is per operation. To add a benchmark, write it in a suite's `register()`.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    // Malloc counts come from the interposer of the `MallocInterposer` trait. The ARC metrics
    // (`retainCount`, `releaseCount`, `objectAllocCount`) are left out: see BENCHMARKS.md.
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )
  ClosureBenchmarks.register()
  TaskLocalBenchmarks.register()
  DependencyBenchmarks.register()
  PerformBenchmarks.register()
  StoreBenchmarks.register()
  InstrumentedStoreBenchmarks.register()
  SharedBenchmarks.register()
  EffectBenchmarks.register()
  CancellationBenchmarks.register()
  TestStoreBenchmarks.register()
}

import Benchmark

/// Baselines: calling a stored `@Sendable` closure, the least any indirection can cost.
enum ClosureBenchmarks {
  static func register() {
    // A few nanoseconds an operation: a million of them a run.
    Benchmark("closure.sync", configuration: .init(scalingFactor: .mega)) { benchmark in
      let closures = identity(StoredClosures.incrementing)
      feedBack(benchmark) { closures.increment($0) }
    }
    // From a task on the global executor, where package-benchmark runs an async benchmark.
    Benchmark("closure.async") { benchmark in
      let closures = identity(StoredClosures.incrementing)
      await feedBack(benchmark) { await closures.incrementAsync($0) }
    }
    // The closure is nonisolated, but its body touches nothing that depends on the executor,
    // so the optimizer drops the hop to the global executor: the call stays on the main actor.
    Benchmark.onMainActor("closure.async.main-actor") { benchmark in
      let closures = identity(StoredClosures.incrementing)
      benchmark.startMeasurement()
      await feedBack(benchmark) { await closures.incrementAsync($0) }
      benchmark.stopMeasurement()
    }
  }
}

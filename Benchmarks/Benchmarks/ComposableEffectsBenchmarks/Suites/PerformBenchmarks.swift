import AlgebraicEffects
import Benchmark

/// Performing effects: finding the handler in force and calling it.
///
/// Handlers are installed once per run, before its measurement starts; each iteration performs
/// one effect. A handler that does not forward is the very closure the `closure.*` baselines
/// call, so that the two differ only in how the closure is reached.
enum PerformBenchmarks {
  static func register() {
    // No handler: the effect runs its default body.
    Benchmark("perform.sync.0-handlers", configuration: .init(scalingFactor: .mega)) { benchmark in
      feedBack(benchmark) { Counter.increment($0) }
    }
    Benchmark("perform.sync.1-handler", configuration: .init(scalingFactor: .mega)) { benchmark in
      with {
        Counter.Increment(StoredClosures.incrementing.increment)
      } perform: {
        benchmark.startMeasurement()
        feedBack(benchmark) { Counter.increment($0) }
        benchmark.stopMeasurement()
      }
    }
    // Each handler performs the effect again, so one perform runs all three handlers and then
    // the default body.
    Benchmark(
      "perform.sync.3-forwarding-handlers",
      configuration: .init(scalingFactor: .mega)
    ) { benchmark in
      with {
        Counter.Increment { Counter.increment($0) }
      } perform: {
        with {
          Counter.Increment { Counter.increment($0) }
        } perform: {
          with {
            Counter.Increment { Counter.increment($0) }
          } perform: {
            benchmark.startMeasurement()
            feedBack(benchmark) { Counter.increment($0) }
            benchmark.stopMeasurement()
          }
        }
      }
    }
    Benchmark("perform.async.1-handler") { benchmark in
      await with {
        Counter.IncrementAsync(StoredClosures.incrementing.incrementAsync)
      } perform: {
        benchmark.startMeasurement()
        await feedBack(benchmark) { await Counter.incrementAsync($0) }
        benchmark.stopMeasurement()
      }
    }
    // An async effect declared `nonisolated(nonsending)`, as the documentation recommends,
    // runs on its caller's executor: performing it from the main actor never hops.
    Benchmark.onMainActor("perform.async.1-handler.main-actor") { benchmark in
      await with {
        Counter.IncrementNonsending(StoredClosures.incrementing.incrementAsync)
      } perform: {
        benchmark.startMeasurement()
        await feedBack(benchmark) { await Counter.incrementNonsending($0) }
        benchmark.stopMeasurement()
      }
    }
    // The same effect declared as a plain `static func … async`, which Swift 6 runs on the
    // global executor: each perform hops off the main actor and back. Not one of the targets:
    // it shows what declaring the effect `nonisolated(nonsending)` saves.
    Benchmark.onMainActor("perform.async.1-handler.main-actor.concurrent") { benchmark in
      await with {
        Counter.IncrementAsync(StoredClosures.incrementing.incrementAsync)
      } perform: {
        benchmark.startMeasurement()
        await feedBack(benchmark) { await Counter.incrementAsync($0) }
        benchmark.stopMeasurement()
      }
    }
  }
}

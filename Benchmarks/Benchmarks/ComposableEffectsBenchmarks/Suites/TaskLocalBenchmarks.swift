import Benchmark

/// Baselines: reading a task-local, which is how the runtime finds the handlers in force, and
/// binding one around an asynchronous call, which is what running an asynchronous handler in
/// the scope outside itself costs.
enum TaskLocalBenchmarks {
  static func register() {
    Benchmark("tasklocal.read", configuration: .init(scalingFactor: .mega)) { benchmark in
      Locals.$value.withValue(identity(1)) {
        benchmark.startMeasurement()
        feedBack(benchmark) { $0 &+ Locals.value }
        benchmark.stopMeasurement()
      }
    }
    // The floor of any asynchronous perform that rebinds the scope for its handler: the
    // `closure.async` call inside one `withValue` of an integer task-local.
    Benchmark("tasklocal.bind.async") { benchmark in
      let closures = identity(StoredClosures.incrementing)
      await feedBack(benchmark) { value in
        await Locals.$value.withValue(value) { await closures.incrementAsync(value) }
      }
    }
  }
}

import Benchmark

extension Benchmark {
  /// Registers a benchmark whose body runs on the main actor, as a store and its tests do.
  ///
  /// package-benchmark runs an asynchronous benchmark in a task on the global executor, started
  /// from a Dispatch thread, and times it from the start of that task to its end. A body given
  /// here runs on the main actor instead, and times itself there: it calls `startMeasurement()`
  /// once its set-up is done and `stopMeasurement()` before it tears down, so that neither the
  /// hops onto the main actor and back nor the set-up is timed or counted:
  ///
  /// ```swift
  /// Benchmark.onMainActor("store.send.flat") { benchmark in
  ///   let store = Store(initialState: Counter.State()) { Counter() }
  ///   benchmark.startMeasurement()
  ///   for _ in benchmark.scaledIterations {
  ///     store.send(.increment)
  ///   }
  ///   benchmark.stopMeasurement()
  ///   blackHole(store.count)
  /// }
  /// ```
  ///
  /// `setUp` runs before the benchmark's first run (its warm-up) and `tearDown` after its last,
  /// both on the main actor, neither timed. package-benchmark runs each benchmark in a process of
  /// its own, so what they leave behind touches no other benchmark.
  @discardableResult
  static func onMainActor(
    _ name: String,
    configuration: Configuration = defaultConfiguration,
    setUp: (@MainActor @Sendable () async -> Void)? = nil,
    tearDown: (@MainActor @Sendable () async -> Void)? = nil,
    _ body: @escaping @MainActor @Sendable (Benchmark) async -> Void
  ) -> Benchmark? {
    Benchmark(
      name,
      configuration: configuration,
      closure: { benchmark in
        await MainActorRun(benchmark: benchmark).run(body)
      },
      setup: setUp.map { setUp in { await setUp() } },
      teardown: tearDown.map { tearDown in { await tearDown() } }
    )
  }
}

/// A benchmark handed to the main actor for one run of its body.
///
/// `Benchmark` is a class that is not `Sendable`. While a run's body is under way the runner
/// waits for it (on a semaphore) and touches the benchmark no more, so only the body uses it.
private struct MainActorRun: @unchecked Sendable {
  let benchmark: Benchmark

  @MainActor
  func run(_ body: @MainActor (Benchmark) async -> Void) async {
    await body(benchmark)
  }
}

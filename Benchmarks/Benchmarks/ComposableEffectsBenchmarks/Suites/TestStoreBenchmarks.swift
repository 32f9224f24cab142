import Benchmark
import ComposableEffects

/// The test runtime: what one step of a `TestStore` test or of a `withTestHandler` test costs.
///
/// Test stores run their effects on the main actor, inline, so a step crosses no thread;
/// `withTestHandler` runs its program on a thread of its own, so each answer crosses two.
enum TestStoreBenchmarks {
  static func register() {
    // One step: the test sends `.start`, whose effect sends `.done`, which the test receives and
    // asserts. A run is a test of a thousand steps; the figure is per step.
    Benchmark.onMainActor("teststore.step") { benchmark in
      let store = TestStore(initialState: TestStoreStep.State()) { TestStoreStep() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await store.send(.start)
        await store.receive(.done) { $0.count += 1 }
      }
      benchmark.stopMeasurement()
      blackHole(store.state.count)
    }
    // One step with an algebraic effect answered just in time: the test sends `.perform`, whose
    // effect performs `Counter.incrementAsync`; the test answers it and receives `.done`.
    Benchmark.onMainActor("teststore.step.jit") { benchmark in
      let store = TestStore(initialState: TestStoreStep.State()) { TestStoreStep() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await store.send(.perform)
        try? await store.expect(Counter.IncrementAsync.self, return: 1)
        await store.receive(.done) { $0.count += 1 }
      }
      benchmark.stopMeasurement()
      blackHole(store.state.count)
    }
    // One `effect.expect` round trip: the program performs `Counter.incrementAsync` on the test
    // handler's thread, the test answers it and waits for the next. Its time includes starting
    // and ending the test handler, once per run of a thousand round trips.
    Benchmark("testhandler.step") { benchmark in
      let iterations = benchmark.scaledIterations
      try? await withTestHandler {
        var total = 0
        for _ in iterations {
          total &+= await Counter.incrementAsync(1)
        }
        blackHole(total)
      } test: { effect in
        for _ in iterations {
          try await effect.expect(Counter.IncrementAsync.self, return: 1)
        }
      }
    }
  }
}

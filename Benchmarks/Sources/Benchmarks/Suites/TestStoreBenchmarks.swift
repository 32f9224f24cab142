import ComposableEffects

/// The test runtime: what one step of a `TestStore` test or of a `withTestHandler` test costs.
///
/// Test stores run their effects on the main actor, inline, so a step crosses no thread;
/// `withTestHandler` runs its program on a thread of its own, so each answer crosses two.
enum TestStoreBenchmarks {
  static let all: [Benchmark] = [
    // One step: the test sends `.start`, whose effect sends `.done`, which the test receives and
    // asserts. The harness picks the number of steps; the figure is per step.
    .mainActor(
      "teststore.step",
      targets: [.atMost(nanoseconds: 25_000)]
    ) { iterations in
      let store = TestStore(initialState: TestStoreStep.State()) { TestStoreStep() }
      for _ in 0..<iterations {
        await store.send(.start)
        await store.receive(.done) { $0.count += 1 }
      }
      blackHole(store.state.count)
    },
    // One step with an algebraic effect answered just in time: the test sends `.perform`, whose
    // effect performs `Counter.incrementAsync`; the test answers it and receives `.done`.
    .mainActor(
      "teststore.step.jit",
      targets: [.atMost(nanoseconds: 50_000)]
    ) { iterations in
      let store = TestStore(initialState: TestStoreStep.State()) { TestStoreStep() }
      for _ in 0..<iterations {
        await store.send(.perform)
        try? await store.expect(Counter.IncrementAsync.self, return: 1)
        await store.receive(.done) { $0.count += 1 }
      }
      blackHole(store.state.count)
    },
    // One `effect.expect` round trip: the program performs `Counter.incrementAsync` on the test
    // handler's thread, the test answers it and waits for the next.
    .async(
      "testhandler.step",
      targets: [.atMost(nanoseconds: 20_000)]
    ) { iterations in
      try? await withTestHandler {
        var total = 0
        for _ in 0..<iterations {
          total &+= await Counter.incrementAsync(1)
        }
        blackHole(total)
      } test: { effect in
        for _ in 0..<iterations {
          try await effect.expect(Counter.IncrementAsync.self, return: 1)
        }
      }
    },
  ]
}

import ComposableEffects

/// A test of many steps: what one `send` plus its `receive` costs in a `TestStore`, effects
/// running on the main serial executor as in a test.
enum TestStoreBenchmarks {
  static let all: [Benchmark] = [
    // One step: the test sends `.start`, whose effect sends `.done`, which the test receives and
    // asserts. The harness picks the number of steps (≥ 10,000 on this machine: a sample lasts
    // at least 10 ms); the figure is per step. Target: 10,000 steps within a second.
    .mainActor(
      "teststore.step",
      targets: [.atMost(nanoseconds: 100_000)]
    ) { iterations in
      let store = TestStore(initialState: TestStoreStep.State()) { TestStoreStep() }
      for _ in 0..<iterations {
        await store.send(.start)
        await store.receive(.done) { $0.count += 1 }
      }
      blackHole(store.state.count)
    }
  ]
}

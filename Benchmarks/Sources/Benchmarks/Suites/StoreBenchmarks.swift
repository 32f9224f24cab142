import ComposableEffects

/// Sending a synchronous action to a `Store`, against a hand-written observable model.
enum StoreBenchmarks {
  static let all: [Benchmark] = [
    // The baseline: a hand-written `@Observable` model's `send(_:)`, which switches on the
    // action and makes one observed change, as a store's send does.
    .mainActor("baseline.handwritten.send") { iterations in
      let model = opaque(HandwrittenCounterModel())
      for _ in 0..<iterations {
        model.send(.increment)
      }
      blackHole(model.count)
    },
    // Through three nested `Scope`s to a `Reduce` that changes an `Int` and returns `.none`.
    .mainActor(
      "store.send.3-scopes",
      targets: [.atMost(3, times: "baseline.handwritten.send")]
    ) { iterations in
      let store = Store(initialState: ScopedCounter.State()) { ScopedCounter() }
      let action = opaque(ScopedCounter.increment)
      for _ in 0..<iterations {
        store.send(action)
      }
      blackHole(store.count)
    },
  ]
}

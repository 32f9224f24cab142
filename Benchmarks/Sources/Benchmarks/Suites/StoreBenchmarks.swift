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
    // The same change through one `Reduce` on the root state: what the store itself costs.
    .mainActor(
      "store.send.flat",
      targets: [.atMost(2, times: "baseline.handwritten.send")]
    ) { iterations in
      let store = Store(initialState: ScopedCounter.Counter.State()) {
        Reduce<ScopedCounter.Counter.State, ScopedCounter.Counter.Action> { state, action in
          switch action {
          case .increment:
            state.count &+= 1
          case .decrement:
            state.count &-= 1
          }
          return .none
        }
      }
      let action = opaque(ScopedCounter.Counter.Action.increment)
      for _ in 0..<iterations {
        store.send(action)
      }
      blackHole(store.count)
    },
    // Scoping a store to a child it has scoped to before: a view's `body` does it on every
    // render.
    .mainActor(
      "store.scope.cached",
      targets: [.atMost(nanoseconds: 100)]
    ) { iterations in
      let store = Store(initialState: ScopedCounter.State()) { ScopedCounter() }
      let first = store.scope(state: \.outer, action: \.outer)
      for _ in 0..<iterations {
        blackHole(store.scope(state: \.outer, action: \.outer) === first)
      }
    },
  ]
}

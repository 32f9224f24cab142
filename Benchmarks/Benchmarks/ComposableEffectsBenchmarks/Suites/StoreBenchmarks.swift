import Benchmark
import ComposableEffects

/// Sending a synchronous action to a `Store`, against a hand-written observable model.
///
/// Each run makes its model or store before its measurement starts.
enum StoreBenchmarks {
  static func register() {
    // The baseline: a hand-written `@Observable` model's `send(_:)`, which switches on the
    // action and makes one observed change, as a store's send does.
    Benchmark.onMainActor("baseline.handwritten.send") { benchmark in
      let model = identity(HandwrittenCounterModel())
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        model.send(.increment)
      }
      benchmark.stopMeasurement()
      blackHole(model.count)
    }
    // Through three nested `Scope`s of `@Reducer` features to a `Reduce` that changes an `Int` and returns `.none`.
    Benchmark.onMainActor("store.send.3-scopes") { benchmark in
      let store = Store(initialState: ScopedCounter.State()) { ScopedCounter() }
      let action = identity(ScopedCounter.increment)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
    // The same three scopes with actions that are `@CasePathable` alone, not seen by
    // `@Reducer`: each `Scope` extracts through swift-case-paths' generic route.
    Benchmark.onMainActor("store.send.3-scopes.case-pathable") { benchmark in
      let store = Store(initialState: CasePathableScopedCounter.State()) {
        CasePathableScopedCounter()
      }
      let action = identity(CasePathableScopedCounter.increment)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
    // The same change through one `Reduce` on the root state: what the store itself costs.
    Benchmark.onMainActor("store.send.flat") { benchmark in
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
      let action = identity(ScopedCounter.Counter.Action.increment)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
    // Scoping a store to a child it has scoped to before: a view's `body` does it on every
    // render.
    Benchmark.onMainActor("store.scope.cached") { benchmark in
      let store = Store(initialState: ScopedCounter.State()) { ScopedCounter() }
      let first = store.scope(state: \.outer, action: \.outer)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.scope(state: \.outer, action: \.outer) === first)
      }
      benchmark.stopMeasurement()
    }
    // The same, with the paths formed once before the measurement: the store's own part of
    // `store.scope.cached`, without the caller forming its case key path on every call.
    Benchmark.onMainActor("store.scope.cached.held-paths") { benchmark in
      let store = Store(initialState: ScopedCounter.State()) { ScopedCounter() }
      let state = identity(\ScopedCounter.State.outer)
      let action = identity(\ScopedCounter.Action.Cases.outer)
      let first = store.scope(state: state, action: action)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.scope(state: state, action: action) === first)
      }
      benchmark.stopMeasurement()
    }
  }
}

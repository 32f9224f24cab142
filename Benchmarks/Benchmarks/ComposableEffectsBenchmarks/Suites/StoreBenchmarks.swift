import Benchmark
import ComposableEffects
import Observation

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
    // One operation: iterating the 1,000 cached row stores of a list, as a list view's `body`
    // does on every render (`ForEach(store.scope(state: \.rows, action: \.rows))`).
    Benchmark.onMainActor(
      "store.scope.rows.1000",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2)
      )
    ) { benchmark in
      let store = Store(initialState: RowList.State(count: 1_000)) { RowList() }
      for row in store.scope(state: \.rows, action: \.rows) { blackHole(row) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for row in store.scope(state: \.rows, action: \.rows) {
          blackHole(row)
        }
      }
      benchmark.stopMeasurement()
    }
    // The same with both key paths held in variables: the collection's own part of
    // `store.scope.rows.1000`, without the caller forming its case key path on every scope.
    Benchmark.onMainActor(
      "store.scope.rows.1000.held-paths",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2)
      )
    ) { benchmark in
      let store = Store(initialState: RowList.State(count: 1_000)) { RowList() }
      let state = identity(\RowList.State.rows)
      let action = identity(\RowList.Action.Cases.rows)
      for row in store.scope(state: state, action: action) { blackHole(row) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for row in store.scope(state: state, action: action) {
          blackHole(row)
        }
      }
      benchmark.stopMeasurement()
    }
    // One operation: a change to one field of one row of a 1,000-row list while every row's
    // field is observed, as 1,000 row views observe theirs, and the re-render of the row told
    // (its observer registered again). Only that row's observer may be told: the benchmark
    // stops if another is.
    Benchmark.onMainActor(
      "store.send.row-field.1000-observed",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2)
      )
    ) { benchmark in
      let store = Store(initialState: RowList.State(count: 1_000)) { RowList() }
      let rows = Array(store.scope(state: \.rows, action: \.rows))
      let fired = LockIsolated(0)
      @MainActor func observe(_ row: StoreOf<RowList.Row>) {
        withObservationTracking {
          blackHole(row.count)
        } onChange: {
          fired.withValue { $0 += 1 }
        }
      }
      for row in rows { observe(row) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.rows(.element(id: 0, action: .increment)))
        observe(rows[0])
      }
      benchmark.stopMeasurement()
      precondition(
        fired.value == benchmark.scaledIterations.count,
        "\(fired.value) observers were told of \(benchmark.scaledIterations.count) changes to one row"
      )
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

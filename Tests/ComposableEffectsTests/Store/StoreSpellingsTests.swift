import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable { var counter = Counter.State() }
  enum Action { case counter(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { Counter() }
  }
}

/// Reads a store's count through the deprecated `withState`, behind a protocol, so that the
/// test itself compiles without the deprecation warning ported code gets.
private protocol CountReader {
  @MainActor func count(of store: StoreOf<Counter>) -> Int
}

private struct WithStateReader: CountReader {
  @available(*, deprecated)
  @MainActor func count(of store: StoreOf<Counter>) -> Int {
    store.withState(\.count)
  }
}

@MainActor
@Suite struct StoreSpellingsTests {
  @Test func scopeWithAnUnlabelledStatePathRunsTheChild() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.increment)) { $0.counter.count = 1 }
  }

  @Test func storeScopeWithAnUnlabelledStatePathIsTheSameStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(\.counter, action: \.counter)
    counter.send(.increment)
    #expect(counter.count == 1)
    #expect(counter === store.scope(state: \.counter, action: \.counter))
  }

  @Test func withStateReadsTheCurrentState() {
    let store = Store(initialState: Counter.State(count: 41)) { Counter() }
    store.send(.increment)
    let reader: any CountReader = WithStateReader()
    #expect(reader.count(of: store) == 42)
  }

  @Test func withPerceptionTrackingTellsAboutAChangeOfWhatWasRead() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let told = LockIsolated(false)
    let count = withPerceptionTracking {
      store.count
    } onChange: {
      told.setValue(true)
    }
    #expect(count == 0)
    store.send(.increment)
    #expect(told.value)
  }
}

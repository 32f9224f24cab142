import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case present
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
    Reduce { state, action in
      if action == .present {
        state.destination = .counter(Counter.State(count: 10))
      }
      return .none
    }
  }
}

@Reducer
private struct Destination {
  @ObservableState
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }

  enum Action: Equatable {
    case counter(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@MainActor
@Suite struct ReducerMacroRuntimeTests {
  @Test func aReducerMacroFeatureRunsInAStoreWithCaseKeyPaths() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.increment))
    #expect(store.counter.count == 1)
    #expect(Parent.Action.counter(.increment).is(\.counter))
  }

  @Test func anEnumStateGetsCaseKeyPathsAndDynamicMemberLookup() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    #expect(store.destination?.counter?.count == 10)
    #expect(store.destination?[case: \.counter] == Counter.State(count: 10))
  }

  @Test func observableStateTellsObserversOfTheFieldThatChanged() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counterChanged = LockIsolated(false)
    let state = store.state
    withObservationTracking {
      _ = state.counter.count
    } onChange: {
      counterChanged.setValue(true)
    }
    store.send(.counter(.increment))
    #expect(counterChanged.value)
  }
}

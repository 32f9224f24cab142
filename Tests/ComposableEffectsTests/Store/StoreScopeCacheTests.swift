import ComposableEffects
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Two children whose paths have the same types: the cache must tell them apart by the paths.
private struct Pair: Reducer {
  struct State: Equatable {
    var first = Counter.State()
    var second = Counter.State()
  }

  @CasePathable
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: \.first) { Counter() }
    Scope(state: \.second, action: \.second) { Counter() }
  }
}

@MainActor
@Suite struct StoreScopeCacheTests {
  @Test func pathsOfTheSameTypesGiveOneStoreEach() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let first = store.scope(state: \.first, action: \.first)
    let second = store.scope(state: \.second, action: \.second)
    #expect(first !== second)
    #expect(store.scope(state: \.first, action: \.first) === first)
    #expect(store.scope(state: \.second, action: \.second) === second)
    second.send(.increment)
    #expect(store.state == Pair.State(first: Counter.State(count: 0), second: Counter.State(count: 1)))
  }

  @Test func aStatePathWithAnotherActionPathGivesAnotherStore() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let first = store.scope(state: \.first, action: \.first)
    let crossed = store.scope(state: \.first, action: \.second)
    #expect(crossed !== first)
    crossed.send(.increment)
    #expect(store.state == Pair.State(first: Counter.State(count: 0), second: Counter.State(count: 1)))
  }

  @Test func heldPathsGiveTheSameStore() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let state = \Pair.State.second
    let action = \Pair.Action.Cases.second
    let second = store.scope(state: state, action: action)
    #expect(store.scope(state: state, action: action) === second)
    #expect(store.scope(state: \.second, action: \.second) === second)
  }
}

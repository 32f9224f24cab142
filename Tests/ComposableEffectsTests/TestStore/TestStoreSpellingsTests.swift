import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct Tally {
  struct State: Equatable { var count = 0 }

  enum Action: Equatable { case increment }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite struct TestStoreSpellingsTests {
  @Test func theStateTypeIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Tally() }
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func theStoreTypeIsInferredFromTheReducerToo() {
    let store = Store(initialState: .init()) { Tally() }
    store.send(.increment)
    #expect(store.state.count == 1)
  }

  // Exhaustive, the unasserted change would fail the test.
  @Test func asyncWithExhaustivityChangesItForItsStepsOnly() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.withExhaustivity(.off) {
      await store.send(.increment)
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.increment) { $0.count = 2 }
  }

  @Test func syncWithExhaustivityChangesItForItsOperationOnly() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    store.exhaustivity = .off
    await store.send(.increment)
    let seen = store.withExhaustivity(.on) { store.exhaustivity }
    #expect(seen == .on)
    #expect(store.exhaustivity == .off)
  }
}

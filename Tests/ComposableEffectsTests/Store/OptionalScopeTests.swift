import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable { var count = 0 }

  enum Action: Equatable { case increment }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A parent that holds its child as plain optional state.
@Reducer
private struct Holder {
  @ObservableState
  struct State: Equatable { var tally: Tally.State? }

  enum Action: Equatable {
    case tally(Tally.Action)
    case show
    case hide
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tally: break
      case .show: state.tally = Tally.State()
      case .hide: state.tally = nil
      }
      return .none
    }
    .ifLet(\.tally, action: \.tally) { Tally() }
  }
}

@MainActor
@Suite struct OptionalScopeTests {
  @Test func scopingToNilOptionalStateGivesNoStore() {
    let store = Store(initialState: Holder.State()) { Holder() }
    #expect(store.scope(state: \.tally, action: \.tally) == nil)
  }

  @Test func scopingToPresentOptionalStateGivesAStoreOfTheUnwrappedState() {
    let store = Store(initialState: Holder.State(tally: Tally.State())) { Holder() }
    guard let tally = store.scope(state: \.tally, action: \.tally) else {
      Issue.record("Expected a store of the present child")
      return
    }
    tally.send(.increment)
    #expect(tally.count == 1)
    #expect(store.tally?.count == 1)
    #expect(tally === store.scope(state: \.tally, action: \.tally))
  }

  @Test func aStoreOfDismissedStateKeepsItsLastStateAndANewPresentationGetsANewStore() {
    let store = Store(initialState: Holder.State(tally: Tally.State(count: 3))) { Holder() }
    let first: Store<Tally.State, Tally.Action>? = store.scope(state: \.tally, action: \.tally)
    store.send(.hide)
    #expect(first?.count == 3)
    #expect(store.scope(state: \.tally, action: \.tally) == nil)
    store.send(.show)
    let second: Store<Tally.State, Tally.Action>? = store.scope(state: \.tally, action: \.tally)
    #expect(second?.count == 0)
    #expect(second !== first)
  }

  @Test func scopingToPresentedStateThroughThePresentedActionCase() {
    let store = Store(initialState: PresentingParent.State()) { PresentingParent() }
    #expect(store.scope(state: \.child, action: \.child.presented) == nil)
    store.send(.presentButtonTapped)
    if let child = store.scope(state: \.child, action: \.child.presented) {
      child.send(.incrementButtonTapped)
      #expect(child.count == 1)
    } else {
      Issue.record("Expected a store of the presented child")
    }
    #expect(store.child?.count == 1)
    #expect(store.countSeenByParent == 1)
  }

  @Test func theUnlabelledSpellingScopesToPresentedStateToo() {
    let store = Store(initialState: PresentingParent.State()) { PresentingParent() }
    #expect(store.scope(\.child, action: \.child.presented) == nil)
    store.send(.presentButtonTapped)
    guard let child = store.scope(\.child, action: \.child.presented) else {
      Issue.record("Expected a store of the presented child")
      return
    }
    child.send(.incrementButtonTapped)
    #expect(child.count == 1)
    #expect(child === store.scope(state: \.child, action: \.child.presented))
  }

  @Test func aStoreOfStateThatIsNotObservableStillScopesToTheOptional() {
    let store = Store(initialState: PlainHolder.State()) { PlainHolder() }
    let tally = store.scope(state: \.tally, action: \.tally)
    #expect(tally.state == nil)
  }

  // The closure spelling warns wherever it is used, and the package builds without warnings:
  // the test is deprecated itself, where using deprecated API does not warn.
  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func theDeprecatedClosureScopeReadsAndSendsLikeTheKeyPathOne() {
    let store = Store(initialState: Holder.State(tally: Tally.State())) { Holder() }
    let tally: Store<Tally.State?, Tally.Action> = store.scope(
      state: { $0.tally },
      action: { .tally($0) }
    )
    tally.send(.increment)
    #expect(tally.state?.count == 1)
    #expect(store.tally?.count == 1)
  }
}

/// A parent whose state is not `@ObservableState`: scoping gives a store of the optional, as in
/// TCA, where the unwrapping scope needs observable state.
private struct PlainHolder: Reducer {
  struct State: Equatable { var tally: Tally.State? }

  @CasePathable
  enum Action: Equatable { case tally(Tally.Action) }

  var body: some Reducer<State, Action> {
    EmptyReducer()
  }
}

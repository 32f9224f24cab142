import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Child: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .incrementLater:
      return .run { send in await send(.increment) }
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var countSeenByParent: Int?
    var parentCount = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Child.Action)
    case dismiss
    case present
    case incrementParent
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .child:
        state.countSeenByParent = state.child?.count
        return .none
      case .dismiss:
        state.child = nil
        return .none
      case .present:
        state.child = Child.State()
        return .none
      case .incrementParent:
        state.parentCount += 1
        return .none
      }
    }
    .ifLet(\.child, action: \.child) {
      Child()
    }
  }
}

/// A feature that shows an alert held as a plain optional.
private struct Confirming: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }

  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case deleteButtonTapped

    enum Alert: Equatable { case confirmDeletion }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion):
        state.isDeleted = true
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState { TextState("Delete?") }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}

@MainActor
@Suite struct IfLetTests {
  let clock = TestClock()

  private func makeStore(child: Child.State? = Child.State()) -> StoreOf<Parent> {
    Store(initialState: Parent.State(child: child)) {
      Parent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func anOptionalAlertIsDismissedOnceTheParentHandledItsAction() async {
    let store = TestStore(initialState: Confirming.State()) { Confirming() }

    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func childRunsOnItsStateWhilePresent() {
    let store = makeStore()

    store.send(.child(.increment))

    #expect(store.state.child?.count == 1)
  }

  @Test func childRunsBeforeParent() {
    let store = makeStore()

    store.send(.child(.increment))

    #expect(store.state.countSeenByParent == 1)
  }

  @Test func childEffectsSendThroughTheParent() async {
    let store = makeStore()

    await store.send(.child(.incrementLater)).finish()

    #expect(store.state.child?.count == 1)
  }

  @Test func childEffectsAreCancelledWhenItsStateBecomesNil() async throws {
    let store = makeStore()
    let timer = store.send(.child(.startTimer))

    store.send(.dismiss)

    try #require(timer.isCancelled)
    await clock.advance(by: .seconds(1))
    await timer.finish()
    #expect(store.state.child == nil)
  }

  @Test func childEffectsKeepRunningWhileItsStateIsPresent() async {
    let store = makeStore()
    let timer = store.send(.child(.startTimer))

    store.send(.incrementParent)
    store.send(.child(.increment))

    #expect(!timer.isCancelled)
    timer.cancel()
    await timer.finish()
  }

  @Test func childPresentedAgainRunsItsEffects() async {
    let store = makeStore()
    let firstTimer = store.send(.child(.startTimer))
    store.send(.dismiss)
    store.send(.present)

    let secondTimer = store.send(.child(.startTimer))
    await store.send(.child(.incrementLater)).finish()

    #expect(firstTimer.isCancelled)
    #expect(!secondTimer.isCancelled)
    #expect(store.state.child?.count == 1)
    secondTimer.cancel()
    await secondTimer.finish()
  }

  @Test func childActionWhileStateIsNilIsReportedAndIgnored() {
    let store = makeStore(child: nil)

    withKnownIssue {
      store.send(.child(.increment))
    } matching: { issue in
      issue.description.contains("received a child action while its child state was nil")
        && issue.description.contains("IfLetTests.swift:")
        && issue.description.contains("Parent.Action.child(.increment)")
    }

    #expect(store.state.child == nil)
  }

  // A store scoped to optional state is a store of the optional: no crash while it is nil, and
  // its actions reach the 'ifLet', which reports them.
  @Test func aStoreScopedToNilStateReportsItsActionsThroughIfLet() {
    let store = makeStore(child: nil)
    let child = store.scope(state: \.child, action: \.child)
    #expect(child.state == nil)

    withKnownIssue {
      child.send(.increment)
    } matching: { issue in
      issue.description.contains("received a child action while its child state was nil")
        && issue.description.contains("IfLetTests.swift:")
        && issue.description.contains("Parent.Action.child(.increment)")
    }

    #expect(store.state.child == nil)
  }
}

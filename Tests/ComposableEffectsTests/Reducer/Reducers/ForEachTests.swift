import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Detail: Reducer {
  struct State: Equatable {}

  @CasePathable
  enum Action: Equatable {
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      return .none
    }
  }
}

private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
    var detail: Detail.State?
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
    case startTimer
    case tick
    case detail(Detail.Action)
    case dismissDetail
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
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
      case .detail:
        return .none
      case .dismissDetail:
        state.detail = nil
        return .none
      }
    }
    .ifLet(\.detail, action: \.detail) {
      Detail()
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>
    var countSeenByParent: Int?
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case add(id: Int)
    case remove(id: Int)
    case reverse
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, _)):
        state.countSeenByParent = state.rows[id: id]?.count
        return .none
      case .add(let id):
        state.rows.append(Row.State(id: id))
        return .none
      case .remove(let id):
        state.rows.remove(id: id)
        return .none
      case .reverse:
        state.rows.reverse()
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
  }
}

@MainActor
@Suite struct ForEachTests {
  let clock = TestClock()

  private func makeStore(ids: [Int] = [1, 2]) -> StoreOf<Parent> {
    let rows = IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0) })
    return Store(initialState: Parent.State(rows: rows)) {
      Parent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func elementActionRunsOnItsElement() {
    let store = makeStore()

    store.send(.rows(.element(id: 2, action: .increment)))

    #expect(store.state.rows.map(\.count) == [0, 1])
  }

  @Test func elementRunsBeforeParent() {
    let store = makeStore()

    store.send(.rows(.element(id: 2, action: .increment)))

    #expect(store.state.countSeenByParent == 1)
  }

  @Test func elementEffectsSendTaggedWithTheElementID() async {
    let store = makeStore()

    await store.send(.rows(.element(id: 2, action: .incrementLater))).finish()

    #expect(store.state.rows.map(\.count) == [0, 1])
  }

  @Test func removingAnElementCancelsItsEffects() async throws {
    let store = makeStore()
    let firstTimer = store.send(.rows(.element(id: 1, action: .startTimer)))
    let secondTimer = store.send(.rows(.element(id: 2, action: .startTimer)))

    store.send(.remove(id: 1))

    try #require(firstTimer.isCancelled)
    #expect(!secondTimer.isCancelled)
    secondTimer.cancel()
    await clock.advance(by: .seconds(1))
    await firstTimer.finish()
    await secondTimer.finish()
    #expect(store.state.rows.map(\.count) == [0])
  }

  @Test func movingElementsKeepsTheirEffects() async {
    let store = makeStore()
    let timer = store.send(.rows(.element(id: 1, action: .startTimer)))

    store.send(.reverse)

    #expect(!timer.isCancelled)
    timer.cancel()
    await timer.finish()
  }

  @Test func elementAddedAgainWithTheSameIDRunsItsEffects() async {
    let store = makeStore()
    let firstTimer = store.send(.rows(.element(id: 1, action: .startTimer)))
    store.send(.remove(id: 1))
    store.send(.add(id: 1))

    let secondTimer = store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 1, action: .incrementLater))).finish()

    #expect(firstTimer.isCancelled)
    #expect(!secondTimer.isCancelled)
    #expect(store.state.rows[id: 1]?.count == 1)
    secondTimer.cancel()
    await secondTimer.finish()
  }

  @Test func dismissingAChildOfOneElementLeavesTheOtherElementsChildrenRunning() async throws {
    var initialState = Parent.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    initialState.rows[id: 1]?.detail = Detail.State()
    initialState.rows[id: 2]?.detail = Detail.State()
    let store = Store(initialState: initialState) {
      Parent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    let firstTimer = store.send(.rows(.element(id: 1, action: .detail(.startTimer))))
    let secondTimer = store.send(.rows(.element(id: 2, action: .detail(.startTimer))))

    store.send(.rows(.element(id: 1, action: .dismissDetail)))

    try #require(firstTimer.isCancelled)
    #expect(!secondTimer.isCancelled)
    store.send(.remove(id: 2))
    try #require(secondTimer.isCancelled)
    await clock.advance(by: .seconds(1))
    await firstTimer.finish()
    await secondTimer.finish()
  }

  @Test func actionForAMissingElementIsReportedAndIgnored() {
    let store = makeStore()

    withKnownIssue {
      store.send(.rows(.element(id: 3, action: .increment)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
        && issue.description.contains("ForEachTests.swift:")
        && issue.description.contains("id: 3")
        && issue.description.contains("action: .increment")
    }

    #expect(store.state.rows.map(\.count) == [0, 0])
  }

  @Test func caseKeyPathNamesTheActionsOfOneElement() {
    let firstRow: CaseKeyPath<Parent.Action, Row.Action> = \.rows[id: 1]

    #expect(Parent.Action.rows(.element(id: 1, action: .increment))[case: firstRow] == .increment)
    #expect(Parent.Action.rows(.element(id: 2, action: .increment))[case: firstRow] == nil)
    #expect(firstRow(.tick) == .rows(.element(id: 1, action: .tick)))
  }
}

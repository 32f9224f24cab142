import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Counter: Reducer {
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
  @CasePathable
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }

  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case stop
    case start
    case reset
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter(.increment):
        // Doubles what the child counted, to show that the child ran first.
        if case .counter(let counter) = state {
          state = .counter(Counter.State(count: counter.count * 2))
        }
        return .none
      case .counter:
        return .none
      case .stop:
        state = .idle
        return .none
      case .start:
        state = .counter(Counter.State())
        return .none
      case .reset:
        state = .counter(Counter.State(count: 0))
        return .none
      }
    }
    .ifCaseLet(\.counter, action: \.counter) {
      Counter()
    }
  }
}

@MainActor
@Suite struct IfCaseLetTests {
  let clock = TestClock()

  private func makeStore(_ state: Parent.State = .counter(Counter.State())) -> StoreOf<Parent> {
    Store(initialState: state) {
      Parent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func childRunsOnTheStateOfItsCase() {
    let store = makeStore(.counter(Counter.State(count: 1)))

    store.send(.counter(.tick))

    #expect(store.state == .counter(Counter.State(count: 2)))
  }

  @Test func childRunsBeforeParent() {
    let store = makeStore(.counter(Counter.State(count: 1)))

    store.send(.counter(.increment))

    #expect(store.state == .counter(Counter.State(count: 4)))
  }

  @Test func childEffectsSendThroughTheParent() async {
    let store = makeStore()

    await store.send(.counter(.incrementLater)).finish()

    #expect(store.state == .counter(Counter.State(count: 2)))
  }

  @Test func childEffectsAreCancelledWhenTheStateLeavesTheCase() async throws {
    let store = makeStore()
    let timer = store.send(.counter(.startTimer))

    store.send(.stop)

    try #require(timer.isCancelled)
    await clock.advance(by: .seconds(1))
    await timer.finish()
    #expect(store.state == .idle)
  }

  @Test func childEffectsKeepRunningWhileTheStateStaysInTheCase() async {
    let store = makeStore()
    let timer = store.send(.counter(.startTimer))

    store.send(.reset)

    #expect(!timer.isCancelled)
    timer.cancel()
    await timer.finish()
  }

  @Test func childBackInItsCaseRunsItsEffects() async {
    let store = makeStore()
    let firstTimer = store.send(.counter(.startTimer))
    store.send(.stop)
    store.send(.start)

    let secondTimer = store.send(.counter(.startTimer))
    await store.send(.counter(.tick)).finish()

    #expect(firstTimer.isCancelled)
    #expect(!secondTimer.isCancelled)
    #expect(store.state == .counter(Counter.State(count: 1)))
    secondTimer.cancel()
    await secondTimer.finish()
  }

  @Test func childActionInAnotherCaseIsReportedAndIgnored() {
    let store = makeStore(.idle)

    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      issue.description.contains("received a child action while the state was in another case")
        && issue.description.contains("IfCaseLetTests.swift:")
        && issue.description.contains("Parent.Action.counter(.increment)")
        && issue.description.contains("Parent.State.idle")
    }

    #expect(store.state == .idle)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// The reducer operators' case path forms warn wherever they are used, and the package builds
// without warnings: the features that use them and the tests that use the features are
// deprecated declarations themselves, where using deprecated API does not warn.

private struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    }
  }
}

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Destination: Reducer {
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }

  enum Action: Equatable {
    case counter(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: /State.counter, action: /Action.counter) { Counter() }
  }
}

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var optional: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    @PresentationState var destination: Destination.State?
    @PresentationState var alert: AlertState<Action.Alert>?
    var path = StackState<Destination.State>()
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case path(StackAction<Destination.State, Destination.Action>)
    case hideOptional
    case removeRow(id: Int)
    case confirmed

    enum Alert: Equatable { case confirm }
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
    Reduce { state, action in
      switch action {
      case .hideOptional:
        state.optional = nil
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .alert(.presented(.confirm)):
        return .send(.confirmed)
      default:
        return .none
      }
    }
    .ifLet(\.optional, action: /Action.optional) { Counter() }
    .forEach(\.rows, action: /Action.row(id:action:)) { Counter() }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    .ifLet(\.$alert, action: /Action.alert)
    .forEach(\.path, action: /Action.path) { Destination() }
  }
}

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Switcher: Reducer {
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case stop
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .stop = action { state = .idle }
      return .none
    }
    .ifCaseLet(/State.counter, action: /Action.counter) { Counter() }
  }
}

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Confirming: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case alert(Alert)

    enum Alert: Equatable { case confirm }
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .ifLet(\.alert, action: /Action.alert)
  }
}

@MainActor
@Suite struct DeprecatedReducersTests {
  let clock = TestClock()

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  private func parentStore(_ state: Parent.State = Parent.State()) -> TestStoreOf<Parent> {
    TestStore(initialState: state) { Parent() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func scopeWithACasePathRunsTheChild() async {
    let store = parentStore()

    await store.send(.counter(.increment)) { $0.counter.count = 1 }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func scopeOnAnEnumCaseWithCasePathsRunsTheChildOnlyInItsCase() {
    let store = Store(initialState: Destination.State.counter(Counter.State())) { Destination() }

    store.send(.counter(.increment))
    #expect(store.state == .counter(Counter.State(count: 1)))

    let idle = Store(initialState: Destination.State.idle) { Destination() }
    withKnownIssue {
      idle.send(.counter(.increment))
    } matching: { issue in
      issue.description.contains("received a child action while the state was in another case")
    }
    #expect(idle.state == .idle)
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func ifLetWithACasePathRunsTheChildAndCancelsItsEffectsWhenItGoesAway() async {
    let store = parentStore(Parent.State(optional: Counter.State()))

    await store.send(.optional(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.optional(.tick)) { $0.optional?.count = 1 }
    await store.send(.hideOptional) { $0.optional = nil }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func forEachWithACasePathToIdAndActionRunsTheRowAndCancelsItsEffectsOnRemoval() async {
    let store = parentStore(Parent.State(rows: [Counter.State(id: 7)]))

    await store.send(.row(id: 7, action: .increment)) { $0.rows[id: 7]?.count = 1 }
    await store.send(.row(id: 7, action: .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 7, action: .tick)) { $0.rows[id: 7]?.count = 2 }
    await store.send(.removeRow(id: 7)) { $0.rows = [] }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func presentationIfLetWithACasePathRunsTheDestination() async {
    let store = parentStore(Parent.State(destination: .counter(Counter.State())))

    await store.send(.destination(.presented(.counter(.increment)))) {
      $0.$destination[case: /Destination.State.counter]?.count = 1
    }
    await store.send(.destination(.presented(.counter(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.counter(.tick)))) {
      $0.$destination[case: /Destination.State.counter]?.count = 2
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func presentationIfLetWithACasePathDismissesAnAlertOnItsAction() async {
    let store = parentStore(Parent.State(alert: AlertState { TextState("Sure?") }))

    await store.send(.alert(.presented(.confirm))) { $0.alert = nil }
    await store.receive(.confirmed)
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func ifLetWithACasePathDismissesAnOptionalAlertOnItsAction() async {
    let store = TestStore(initialState: Confirming.State(alert: AlertState { TextState("Sure?") })) {
      Confirming()
    }

    await store.send(.alert(.confirm)) { $0.alert = nil }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func stackForEachWithACasePathRunsTheElementsAndCancelsThemWhenPopped() async {
    let store = parentStore()

    await store.send(.path(.push(id: 0, state: .counter(Counter.State())))) {
      $0.path[id: 0] = .counter(Counter.State())
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0, case: /Destination.State.counter]?.count = 1
    }
    await store.send(.path(.element(id: 0, action: .counter(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .counter(.tick)))) {
      $0.path[id: 0, case: /Destination.State.counter]?.count = 2
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func ifCaseLetWithCasePathsRunsTheChildAndCancelsItsEffectsWhenTheCaseChanges() async {
    let store = TestStore(initialState: Switcher.State.counter(Counter.State())) {
      Switcher()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(.counter(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.tick)) { $0 = .counter(Counter.State(count: 1)) }
    await store.send(.stop) { $0 = .idle }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func caseSubscriptsWithCasePathsWriteOnlyTheirCase() {
    var presentation = PresentationState<Destination.State>(wrappedValue: .counter(Counter.State()))
    presentation[case: /Destination.State.counter]?.count = 3
    #expect(presentation.wrappedValue == .counter(Counter.State(count: 3)))
    presentation[case: /Destination.State.counter] = nil
    #expect(presentation.wrappedValue == nil)

    var stack = StackState<Destination.State>([.idle])
    let id = stack.ids[0]
    #expect(stack[id: id, case: /Destination.State.counter] == nil)
    withKnownIssue {
      stack[id: id, case: /Destination.State.counter] = Counter.State(count: 4)
    } matching: { issue in
      issue.description.contains("while the state was in the case 'idle', not in the case it names")
    }
    #expect(stack[id: id] == .idle)
  }
}

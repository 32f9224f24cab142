import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Log: Equatable {
  var entries: [String] = []
}

@CasePathable
private enum LogAction: Equatable {
  case run
  case followUp
}

/// A reducer that logs its name for every action.
private func logging(_ name: String) -> Reduce<Log, LogAction> {
  Reduce { state, _ in
    state.entries.append(name)
    return .none
  }
}

private struct InOrder: Reducer {
  var body: some Reducer<Log, LogAction> {
    logging("first")
    logging("second")
    logging("third")
  }
}

private struct MergedEffects: Reducer {
  var body: some Reducer<Log, LogAction> {
    Reduce { state, action in
      state.entries.append("first \(action)")
      return action == .run ? .send(.followUp) : .none
    }
    Reduce { state, action in
      state.entries.append("second \(action)")
      return action == .run ? .run { send in await send(.followUp) } : .none
    }
  }
}

private struct Conditional: Reducer {
  let isEnabled: Bool

  var body: some Reducer<Log, LogAction> {
    logging("always")
    if isEnabled {
      logging("enabled")
    }
  }
}

private struct Branching: Reducer {
  let isEnabled: Bool

  var body: some Reducer<Log, LogAction> {
    if isEnabled {
      logging("enabled")
    } else {
      logging("disabled")
    }
  }
}

private struct Looping: Reducer {
  let names: [String]

  var body: some Reducer<Log, LogAction> {
    for name in names {
      logging(name)
    }
  }
}

/// A feature that logs its name, and counts how often its `body` is built.
private struct Named: Reducer {
  let name: String
  var builds: LockIsolated<Int>? = nil

  var body: some Reducer<Log, LogAction> {
    let _ = builds?.withValue { $0 += 1 }
    logging(name)
  }
}

/// A feature that chooses one of two reducers of different types, held as an existential.
private struct Existential: Reducer {
  let isLoud: Bool
  var builds: LockIsolated<Int>? = nil

  var chosen: any Reducer<Log, LogAction> {
    isLoud ? Named(name: "loud", builds: builds) : logging("quiet")
  }

  var body: some Reducer<Log, LogAction> {
    logging("before")
    // As in TCA, the existential is named with `as`: a bare existential value is opened by the
    // generic `buildExpression`, and what that gives back cannot be composed.
    chosen as any Reducer<Log, LogAction>
    logging("after")
  }
}

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .run { send in await send(.increment) }
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var otherCount = 0
  }

  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case other
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
    Reduce { state, action in
      if action == .other { state.otherCount += 1 }
      return .none
    }
  }
}

private struct Switcher: Reducer {
  @CasePathable
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }

  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
  }
}

@MainActor
@Suite struct ReducerBuilderTests {
  @Test func reducersInABlockRunInOrder() {
    let store = Store(initialState: Log()) { InOrder() }

    store.send(.run)

    #expect(store.state.entries == ["first", "second", "third"])
  }

  @Test func effectsOfReducersInABlockAreMerged() async {
    let store = Store(initialState: Log()) { MergedEffects() }

    await store.send(.run).finish()

    #expect(
      store.state.entries == [
        "first run", "second run", "first followUp", "second followUp", "first followUp",
        "second followUp",
      ]
    )
  }

  @Test func ifRunsItsReducerOnlyWhenTheConditionHolds() {
    let enabled = Store(initialState: Log()) { Conditional(isEnabled: true) }
    let disabled = Store(initialState: Log()) { Conditional(isEnabled: false) }

    enabled.send(.run)
    disabled.send(.run)

    #expect(enabled.state.entries == ["always", "enabled"])
    #expect(disabled.state.entries == ["always"])
  }

  @Test func ifElseRunsOneBranch() {
    let enabled = Store(initialState: Log()) { Branching(isEnabled: true) }
    let disabled = Store(initialState: Log()) { Branching(isEnabled: false) }

    enabled.send(.run)
    disabled.send(.run)

    #expect(enabled.state.entries == ["enabled"])
    #expect(disabled.state.entries == ["disabled"])
  }

  @Test func forLoopRunsEachReducerInOrder() {
    let store = Store(initialState: Log()) { Looping(names: ["x", "y", "z"]) }

    store.send(.run)

    #expect(store.state.entries == ["x", "y", "z"])
  }

  @Test func combineReducersRunsItsReducersInOrder() {
    let store = Store(initialState: Log()) {
      CombineReducers {
        logging("first")
        logging("second")
      }
      logging("third")
    }

    store.send(.run)

    #expect(store.state.entries == ["first", "second", "third"])
  }

  @Test func emptyReducerChangesNothing() async {
    let store = Store(initialState: Log(entries: ["before"])) {
      EmptyReducer<Log, LogAction>()
    }

    await store.send(.run).finish()

    #expect(store.state.entries == ["before"])
  }

  @Test func anExistentialReducerRunsAsAStatement() {
    let loud = Store(initialState: Log()) { Existential(isLoud: true) }
    let quiet = Store(initialState: Log()) { Existential(isLoud: false) }

    loud.send(.run)
    quiet.send(.run)

    #expect(loud.state.entries == ["before", "loud", "after"])
    #expect(quiet.state.entries == ["before", "quiet", "after"])
  }

  @Test func anExistentialReducersBodyIsBuiltOnceByTheStore() {
    let builds = LockIsolated(0)
    let store = Store(initialState: Log()) { Existential(isLoud: true, builds: builds) }

    store.send(.run)
    store.send(.run)

    #expect(builds.value == 1)
    #expect(store.state.entries == ["before", "loud", "after", "before", "loud", "after"])
  }

  @Test func scopeRunsTheChildOnItsPartOfTheState() {
    let store = Store(initialState: Parent.State()) { Parent() }

    store.send(.counter(.increment))
    store.send(.other)

    #expect(store.state == Parent.State(counter: Counter.State(count: 1), otherCount: 1))
  }

  @Test func scopeChildEffectsSendThroughTheParent() async {
    let store = Store(initialState: Parent.State()) { Parent() }

    await store.send(.counter(.incrementLater)).finish()

    #expect(store.state.counter.count == 1)
  }

  @Test func scopeOnAnEnumCaseRunsTheChildWhileTheStateIsInTheCase() async {
    let store = Store(initialState: Switcher.State.counter(Counter.State())) { Switcher() }

    store.send(.counter(.increment))
    await store.send(.counter(.incrementLater)).finish()

    #expect(store.state == .counter(Counter.State(count: 2)))
  }

  @Test func scopeOnAnEnumCaseReportsAChildActionInAnotherCase() {
    let store = Store(initialState: Switcher.State.idle) { Switcher() }

    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      issue.description.contains("received a child action while the state was in another case")
        && issue.description.contains("'Scope' at \"ComposableEffectsTests/ReducerBuilderTests.swift:")
        && issue.description.contains("Switcher.Action.counter(.increment)")
        && issue.description.contains("Switcher.State.idle")
    }

    #expect(store.state == .idle)
  }
}

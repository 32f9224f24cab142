import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    var query = ""
    var otherCount = 0
    var changes: [String] = []
    var searches: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case setQuery(String)
    case setQueryAfterwards(String)
    case incrementOther
    case search(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setQuery(let query):
        state.query = query
        return .none
      case .incrementOther:
        state.otherCount += 1
        return .none
      case .search(let query):
        state.searches.append(query)
        return .none
      case .setQueryAfterwards:
        return .none
      }
    }
    .onChange(of: \.query) { oldValue, newValue in
      Reduce { state, action in
        state.changes.append("\(oldValue) → \(newValue) on \(action)")
        return .run { send in await send(.search(newValue)) }
      }
    }
    Reduce { state, action in
      if case .setQueryAfterwards(let query) = action {
        state.query = query
      }
      return .none
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func reducerRunsWithTheOldAndNewValueWhenTheValueChanges() {
    let store = Store(initialState: Feature.State(query: "a")) { Feature() }

    store.send(.setQuery("ab"))

    #expect(store.state.changes == ["a → ab on setQuery(\"ab\")"])
  }

  @Test func reducerDoesNotRunWhenTheValueStaysTheSame() {
    let store = Store(initialState: Feature.State(query: "a")) { Feature() }

    store.send(.setQuery("a"))
    store.send(.incrementOther)

    #expect(store.state.changes.isEmpty)
    #expect(store.state.otherCount == 1)
  }

  @Test func reducerEffectsRun() async {
    let store = Store(initialState: Feature.State()) { Feature() }

    await store.send(.setQuery("swift")).finish()

    #expect(store.state.searches == ["swift"])
  }

  @Test func changesMadeByLaterReducersAreNotSeen() {
    let store = Store(initialState: Feature.State()) { Feature() }

    store.send(.setQueryAfterwards("swift"))

    #expect(store.state.query == "swift")
    #expect(store.state.changes.isEmpty)
  }
}

/// `onChange(of:removeDuplicates:)`: the caller decides what counts as a change.
private struct CaseInsensitiveSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
  }

  enum Action: Equatable { case setQuery(String) }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setQuery(let query):
        state.query = query
        return .none
      }
    }
    .onChange(of: \.query, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { _, query in
      Reduce { state, _ in
        state.searches.append(query)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct OnChangeRemoveDuplicatesTests {
  @Test func aChangeThatIsADuplicateRunsNothing() async {
    let store = TestStore(initialState: CaseInsensitiveSearch.State(query: "swift")) {
      CaseInsensitiveSearch()
    }
    await store.send(.setQuery("Swift")) { $0.query = "Swift" }
    await store.send(.setQuery("Swifty")) {
      $0.query = "Swifty"
      $0.searches = ["Swifty"]
    }
  }
}

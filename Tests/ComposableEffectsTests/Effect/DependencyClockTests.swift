import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A feature that debounces and throttles with the clock its dependencies hand out: an
/// `any Clock<Duration>`, not a concrete clock.
@Reducer
private struct Search {
  struct State: Equatable {
    var searches: [String] = []
    var saves: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case queryChangedDebouncedByType(String)
    case valueChanged(String)
    case valueChangedThrottledByType(String)
    case search(String)
    case save(String)
  }

  enum CancelID { case search, save }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .seconds(1), clock: clock)
      case .queryChangedDebouncedByType(let query):
        return .send(.search(query))
          .debounce(id: CancelID.self, for: .seconds(1), clock: self.clock)
      case .valueChanged(let value):
        return .send(.save(value))
          .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)
      case .valueChangedThrottledByType(let value):
        return .send(.save(value))
          .throttle(id: CancelID.self, for: .seconds(1), clock: self.clock, latest: false)
      case .search(let query):
        state.searches.append(query)
        return .none
      case .save(let value):
        state.saves.append(value)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct DependencyClockTests {
  let clock = TestClock()

  private func makeStore() -> TestStoreOf<Search> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func debounceWaitsOnTheDependencysClock() async {
    let store = makeStore()

    await store.send(.queryChanged("b"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("blob"))
    await clock.advance(by: .seconds(1))
    await store.receive(.search("blob")) { $0.searches = ["blob"] }
  }

  @Test func debounceByTypeWaitsOnTheDependencysClock() async {
    let store = makeStore()

    await store.send(.queryChangedDebouncedByType("blob"))
    await clock.advance(by: .seconds(1))
    await store.receive(.search("blob")) { $0.searches = ["blob"] }
  }

  @Test func throttleMeasuresItsIntervalOnTheDependencysClock() async {
    let store = makeStore()

    await store.send(.valueChanged("a"))
    await store.receive(.save("a")) { $0.saves = ["a"] }
    await store.send(.valueChanged("b"))
    await store.send(.valueChanged("c"))
    await clock.advance(by: .seconds(1))
    await store.receive(.save("c")) { $0.saves = ["a", "c"] }
  }

  @Test func throttleByTypeMeasuresItsIntervalOnTheDependencysClock() async {
    let store = makeStore()

    await store.send(.valueChangedThrottledByType("a"))
    await store.receive(.save("a")) { $0.saves = ["a"] }
    await store.send(.valueChangedThrottledByType("b"))
    await store.send(.valueChangedThrottledByType("c"))
    await clock.advance(by: .seconds(1))
    await store.receive(.save("b")) { $0.saves = ["a", "b"] }
  }
}

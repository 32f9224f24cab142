import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum SearchID {}

private struct Feature: Reducer {
  struct State: Equatable {
    var searches: [Search] = []
  }

  /// A search, and when it ran: the time on the test clock when the reducer got it, so that
  /// receiving it asserts when the debounced effect sent it.
  struct Search: Equatable {
    var query: String
    var at: Duration

    init(_ query: String, at time: Duration) {
      self.query = query
      self.at = time
    }
  }

  enum ID: Hashable, Sendable { case search }

  @CasePathable
  enum Action: Equatable {
    case queryChanged(String)
    case queryChangedSearchingFromRun(String)
    case queryChangedDebouncedByType(String)
    case cancelSearch
    case search(String)
  }

  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      return .send(.search(query))
        .debounce(id: ID.search, for: .seconds(1), clock: clock)
    case .queryChangedSearchingFromRun(let query):
      return .run { send in await send(.search(query)) }
        .debounce(id: ID.search, for: .seconds(1), clock: clock)
    case .queryChangedDebouncedByType(let query):
      return .send(.search(query))
        .debounce(id: SearchID.self, for: .seconds(1), clock: clock)
    case .cancelSearch:
      return .cancel(id: ID.search)
    case .search(let query):
      state.searches.append(Search(query, at: TestClock.Instant().duration(to: clock.now)))
      return .none
    }
  }
}

private typealias Search = Feature.Search

@MainActor
@Suite struct DebounceTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) { Feature(clock: clock) }
  }

  @Test func theEffectRunsAfterTheDueTime() async {
    let store = makeStore()

    await store.send(.queryChanged("blob"))
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("blob")) {
      $0.searches = [Search("blob", at: .seconds(1))]
    }
    await store.finish()
  }

  @Test func aNewEffectCancelsTheOneStillWaiting() async {
    let store = makeStore()

    await store.send(.queryChanged("b"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("bl"))
    await clock.advance(by: .milliseconds(500))
    // Had "b" not been cancelled, it would have run now, and be the next action received.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.search("bl")) {
      $0.searches = [Search("bl", at: .milliseconds(1500))]
    }

    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func effectsApartByMoreThanTheDueTimeBothRun() async {
    let store = makeStore()

    await store.send(.queryChanged("b"))
    await clock.advance(by: .seconds(1))
    await store.receive(.search("b")) {
      $0.searches = [Search("b", at: .seconds(1))]
    }

    await store.send(.queryChanged("bl"))
    await clock.advance(by: .seconds(1))
    await store.receive(.search("bl")) {
      $0.searches.append(Search("bl", at: .seconds(2)))
    }
    await store.finish()
  }

  @Test func runEffectsAreDebouncedToo() async {
    let store = makeStore()

    await store.send(.queryChangedSearchingFromRun("b"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChangedSearchingFromRun("bl"))
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.search("bl")) {
      $0.searches = [Search("bl", at: .milliseconds(1500))]
    }

    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aTypeServesAsTheIdentifier() async {
    let store = makeStore()

    await store.send(.queryChangedDebouncedByType("b"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChangedDebouncedByType("bl"))
    await clock.advance(by: .seconds(1))
    await store.receive(.search("bl")) {
      $0.searches = [Search("bl", at: .milliseconds(1500))]
    }
    await store.finish()
  }

  @Test func cancellingTheIdentifierDropsTheWaitingEffect() async {
    let store = makeStore()

    let search = await store.send(.queryChanged("blob"))
    await store.send(.cancelSearch)
    await search.finish()
    #expect(search.isCancelled)

    // Had the search still been waiting, it would run now and the test store would fail on
    // the action it sent.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func twoStoresDebounceTheSameIdentifierApart() async {
    let first = makeStore()
    let second = makeStore()

    await first.send(.queryChanged("first"))
    await second.send(.queryChanged("second"))
    await clock.advance(by: .seconds(1))
    await first.receive(.search("first")) {
      $0.searches = [Search("first", at: .seconds(1))]
    }
    await second.receive(.search("second")) {
      $0.searches = [Search("second", at: .seconds(1))]
    }
    await first.finish()
    await second.finish()
  }
}

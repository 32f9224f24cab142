import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum SearchID {}

private struct Feature: Reducer {
  struct State: Equatable {
    var searches: [String] = []
  }

  enum ID: Hashable, Sendable { case search }

  @CasePathable
  enum Action {
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
      state.searches.append(query)
      return .none
    }
  }
}

@MainActor
@Suite(.serialized) struct DebounceTests {
  let clock = TestClock()

  @Test func theEffectRunsAfterTheDueTime() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.queryChanged("blob"))
      await Task.megaYield()
      await eventually { store.searches == [] }

      await clock.advance(by: .milliseconds(999))
      await eventually { store.searches == [] }

      await clock.advance(by: .milliseconds(1))
      await eventually { store.searches == ["blob"] }
    }
  }

  @Test func aNewEffectCancelsTheOneStillWaiting() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.queryChanged("b"))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      store.send(.queryChanged("bl"))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      await eventually { store.searches == [] }

      await clock.advance(by: .milliseconds(500))
      await eventually { store.searches == ["bl"] }

      await clock.advance(by: .seconds(10))
      await eventually { store.searches == ["bl"] }
    }
  }

  @Test func effectsApartByMoreThanTheDueTimeBothRun() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.queryChanged("b"))
      await Task.megaYield()
      await clock.advance(by: .seconds(1))
      store.send(.queryChanged("bl"))
      await Task.megaYield()
      await clock.advance(by: .seconds(1))

      #expect(store.searches == ["b", "bl"])
    }
  }

  @Test func runEffectsAreDebouncedToo() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.queryChangedSearchingFromRun("b"))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      store.send(.queryChangedSearchingFromRun("bl"))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      await eventually { store.searches == [] }

      await clock.advance(by: .milliseconds(500))
      await eventually { store.searches == ["bl"] }
    }
  }

  @Test func aTypeServesAsTheIdentifier() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.queryChangedDebouncedByType("b"))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      store.send(.queryChangedDebouncedByType("bl"))
      await Task.megaYield()
      await clock.advance(by: .seconds(1))

      await eventually { store.searches == ["bl"] }
    }
  }

  @Test func cancellingTheIdentifierDropsTheWaitingEffect() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      let task = store.send(.queryChanged("blob"))
      await Task.megaYield()
      store.send(.cancelSearch)
      await task.finish()
      await clock.advance(by: .seconds(10))

      await eventually { task.isCancelled }
      await eventually { store.searches == [] }
    }
  }

  @Test func twoStoresDebounceTheSameIdentifierApart() async {
    await withSerialEffects {
      let first = Store(initialState: Feature.State()) { Feature(clock: clock) }
      let second = Store(initialState: Feature.State()) { Feature(clock: clock) }

      first.send(.queryChanged("first"))
      second.send(.queryChanged("second"))
      await Task.megaYield()
      await clock.advance(by: .seconds(1))

      await eventually { first.searches == ["first"] }
      await eventually { second.searches == ["second"] }
    }
  }
}

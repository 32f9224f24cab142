import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum SaveID {}

private struct Feature: Reducer {
  struct State: Equatable {
    var saved: [Int] = []
  }

  enum ID: Hashable, Sendable { case save }

  @CasePathable
  enum Action {
    case valueChanged(Int)
    case valueChangedKeepingTheFirst(Int)
    case valueChangedSavingFromRun(Int)
    case valueChangedThrottledByType(Int)
    case cancelSave
    case save(Int)
  }

  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .valueChanged(let value):
      return .send(.save(value))
        .throttle(id: ID.save, for: .seconds(1), clock: clock, latest: true)
    case .valueChangedKeepingTheFirst(let value):
      return .send(.save(value))
        .throttle(id: ID.save, for: .seconds(1), clock: clock, latest: false)
    case .valueChangedSavingFromRun(let value):
      return .run { send in await send(.save(value)) }
        .throttle(id: ID.save, for: .seconds(1), clock: clock, latest: true)
    case .valueChangedThrottledByType(let value):
      return .send(.save(value))
        .throttle(id: SaveID.self, for: .seconds(1), clock: clock, latest: true)
    case .cancelSave:
      return .cancel(id: ID.save)
    case .save(let value):
      state.saved.append(value)
      return .none
    }
  }
}

@MainActor
@Suite(.serialized) struct ThrottleTests {
  let clock = TestClock()

  @Test func theFirstActionIsSentAtOnce() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChanged(1))
      await Task.megaYield()

      await eventually { store.saved == [1] }
    }
  }

  @Test func latestSendsTheMostRecentHeldActionWhenTheIntervalEnds() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChanged(1))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(250))
      store.send(.valueChanged(2))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(250))
      store.send(.valueChanged(3))
      await Task.megaYield()
      await eventually { store.saved == [1] }

      await clock.advance(by: .milliseconds(500))
      await eventually { store.saved == [1, 3] }

      await clock.advance(by: .seconds(10))
      await eventually { store.saved == [1, 3] }
    }
  }

  @Test func withoutLatestTheFirstHeldActionIsSentWhenTheIntervalEnds() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChangedKeepingTheFirst(1))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(250))
      store.send(.valueChangedKeepingTheFirst(2))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(250))
      store.send(.valueChangedKeepingTheFirst(3))
      await Task.megaYield()
      await eventually { store.saved == [1] }

      await clock.advance(by: .milliseconds(500))
      await eventually { store.saved == [1, 2] }

      await clock.advance(by: .seconds(10))
      await eventually { store.saved == [1, 2] }
    }
  }

  @Test func anActionAfterTheIntervalIsSentAtOnce() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChanged(1))
      await Task.megaYield()
      await clock.advance(by: .seconds(1))
      store.send(.valueChanged(2))
      await Task.megaYield()

      await eventually { store.saved == [1, 2] }
    }
  }

  @Test func sendingTheHeldActionOpensTheNextInterval() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChanged(1))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      store.send(.valueChanged(2))
      await Task.megaYield()
      await clock.advance(by: .milliseconds(500))
      await eventually { store.saved == [1, 2] }

      await clock.advance(by: .milliseconds(500))
      store.send(.valueChanged(3))
      await Task.megaYield()
      await eventually { store.saved == [1, 2] }

      await clock.advance(by: .milliseconds(500))
      await eventually { store.saved == [1, 2, 3] }
    }
  }

  @Test func runEffectsAreThrottledToo() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChangedSavingFromRun(1))
      await Task.megaYield()
      store.send(.valueChangedSavingFromRun(2))
      await Task.megaYield()
      store.send(.valueChangedSavingFromRun(3))
      await Task.megaYield()
      await eventually { store.saved == [1] }

      await clock.advance(by: .seconds(1))
      await eventually { store.saved == [1, 3] }
    }
  }

  @Test func aTypeServesAsTheIdentifier() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChangedThrottledByType(1))
      await Task.megaYield()
      store.send(.valueChangedThrottledByType(2))
      await Task.megaYield()
      await eventually { store.saved == [1] }

      await clock.advance(by: .seconds(1))
      await eventually { store.saved == [1, 2] }
    }
  }

  @Test func cancellingTheIdentifierDropsTheHeldAction() async {
    await withSerialEffects {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }

      store.send(.valueChanged(1))
      await Task.megaYield()
      let held = store.send(.valueChanged(2))
      await Task.megaYield()
      store.send(.cancelSave)
      await held.finish()
      await clock.advance(by: .seconds(10))

      await eventually { held.isCancelled }
      await eventually { store.saved == [1] }
    }
  }

  @Test func twoStoresThrottleTheSameIdentifierApart() async {
    await withSerialEffects {
      let first = Store(initialState: Feature.State()) { Feature(clock: clock) }
      let second = Store(initialState: Feature.State()) { Feature(clock: clock) }

      first.send(.valueChanged(1))
      await Task.megaYield()
      second.send(.valueChanged(2))
      await Task.megaYield()

      await eventually { first.saved == [1] }
      await eventually { second.saved == [2] }
    }
  }
}

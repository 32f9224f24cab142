import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum SaveID {}

private struct Feature: Reducer {
  struct State: Equatable {
    var saved: [Saved] = []
  }

  /// A value saved, and when: the time on the test clock when the reducer got it, so that
  /// receiving it asserts when the throttled effect sent it.
  struct Saved: Equatable {
    var value: Int
    var at: Duration

    init(_ value: Int, at time: Duration) {
      self.value = value
      self.at = time
    }
  }

  enum ID: Hashable, Sendable { case save }

  @CasePathable
  enum Action: Equatable {
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
      state.saved.append(Saved(value, at: TestClock.Instant().duration(to: clock.now)))
      return .none
    }
  }
}

private typealias Saved = Feature.Saved

@MainActor
@Suite struct ThrottleTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) { Feature(clock: clock) }
  }

  @Test func theFirstActionIsSentAtOnce() async {
    let store = makeStore()

    await store.send(.valueChanged(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await store.finish()
  }

  @Test func latestSendsTheMostRecentHeldActionWhenTheIntervalEnds() async {
    let store = makeStore()

    await store.send(.valueChanged(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await clock.advance(by: .milliseconds(250))
    let holdingTwo = await store.send(.valueChanged(2))
    await clock.advance(by: .milliseconds(250))
    await store.send(.valueChanged(3))
    // The newer throttled effect cancels the one that held 2, and holds 3 in its place.
    await holdingTwo.finish()
    #expect(holdingTwo.isCancelled)

    await clock.advance(by: .milliseconds(500))
    await store.receive(.save(3)) {
      $0.saved.append(Saved(3, at: .seconds(1)))
    }

    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func withoutLatestTheFirstHeldActionIsSentWhenTheIntervalEnds() async {
    let store = makeStore()

    await store.send(.valueChangedKeepingTheFirst(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await clock.advance(by: .milliseconds(250))
    let holdingTwo = await store.send(.valueChangedKeepingTheFirst(2))
    await clock.advance(by: .milliseconds(250))
    let holdingThree = await store.send(.valueChangedKeepingTheFirst(3))
    // The newer throttled effect cancels the one that held 2 and takes it over; 3 is dropped.
    await holdingTwo.finish()
    #expect(holdingTwo.isCancelled)

    await clock.advance(by: .milliseconds(500))
    await store.receive(.save(2)) {
      $0.saved.append(Saved(2, at: .seconds(1)))
    }
    await holdingThree.finish()
    #expect(!holdingThree.isCancelled)

    // Had 3 been held for a later window, it would be sent now and the test store would fail.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func withoutLatestAnActionHeldWhenCancelledGoesOutInPlaceOfTheNextOne() async {
    // As in The Composable Architecture: `.cancel(id:)` stops the held action from going out
    // when the window ends, but the throttle still holds it as the first one, and with
    // `latest: false` the first one held is what goes out next.
    let store = makeStore()

    await store.send(.valueChangedKeepingTheFirst(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    let held = await store.send(.valueChangedKeepingTheFirst(2))
    await store.send(.cancelSave)
    await held.finish()
    #expect(held.isCancelled)

    await clock.advance(by: .seconds(2))
    await store.send(.valueChangedKeepingTheFirst(3))
    await store.receive(.save(2)) {
      $0.saved.append(Saved(2, at: .seconds(2)))
    }
    await store.finish()
  }

  @Test func anActionAfterTheIntervalIsSentAtOnce() async {
    let store = makeStore()

    await store.send(.valueChanged(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await clock.advance(by: .seconds(1))
    await store.send(.valueChanged(2))
    await store.receive(.save(2)) {
      $0.saved.append(Saved(2, at: .seconds(1)))
    }
    await store.finish()
  }

  @Test func sendingTheHeldActionOpensTheNextInterval() async {
    let store = makeStore()

    await store.send(.valueChanged(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.valueChanged(2))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.save(2)) {
      $0.saved.append(Saved(2, at: .seconds(1)))
    }

    // The interval opened when 2 was sent, a second ago: 3 waits for its end.
    await clock.advance(by: .milliseconds(500))
    await store.send(.valueChanged(3))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.save(3)) {
      $0.saved.append(Saved(3, at: .seconds(2)))
    }
    await store.finish()
  }

  @Test func runEffectsAreThrottledToo() async {
    let store = makeStore()

    await store.send(.valueChangedSavingFromRun(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await store.send(.valueChangedSavingFromRun(2))
    await store.send(.valueChangedSavingFromRun(3))

    await clock.advance(by: .seconds(1))
    await store.receive(.save(3)) {
      $0.saved.append(Saved(3, at: .seconds(1)))
    }
    await store.finish()
  }

  @Test func aTypeServesAsTheIdentifier() async {
    let store = makeStore()

    await store.send(.valueChangedThrottledByType(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    await store.send(.valueChangedThrottledByType(2))

    await clock.advance(by: .seconds(1))
    await store.receive(.save(2)) {
      $0.saved.append(Saved(2, at: .seconds(1)))
    }
    await store.finish()
  }

  @Test func cancellingTheIdentifierDropsTheHeldAction() async {
    let store = makeStore()

    await store.send(.valueChanged(1))
    await store.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    let held = await store.send(.valueChanged(2))
    await store.send(.cancelSave)
    await held.finish()
    #expect(held.isCancelled)

    // Had 2 still been held, it would be sent now and the test store would fail on it.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func twoStoresThrottleTheSameIdentifierApart() async {
    let first = makeStore()
    let second = makeStore()

    await first.send(.valueChanged(1))
    await first.receive(.save(1)) {
      $0.saved = [Saved(1, at: .zero)]
    }
    // Sharing the first store's interval, 2 would be held for a second instead.
    await second.send(.valueChanged(2))
    await second.receive(.save(2)) {
      $0.saved = [Saved(2, at: .zero)]
    }
    await first.finish()
    await second.finish()
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A step returns once the effects it started or let go on have suspended, so a test can
/// advance a `TestClock` right after it: the sleep the effect reaches next is already waiting.
///
/// The effect hops between executors thousands of times before each sleep (to an actor and
/// through non-isolated functions): a step that returned after a few yields, or after seeing the
/// executor idle for a moment, would advance the clock before the effect sleeps.
@MainActor
@Suite struct TestStoreSettlingTests {
  @Reducer
  struct Ticker {
    struct State: Equatable {
      var ticks = 0
    }

    enum Action: Equatable {
      case start
      case tick
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for _ in 1...2 {
              // Busy work between the send and the sleep, every call a hop.
              let counter = Counter()
              for _ in 0..<2_000 {
                await counter.increment()
                await hop()
              }
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  actor Counter {
    var count = 0
    func increment() { count += 1 }
  }

  @Test func aClockAdvancedRightAfterAStepWakesTheSleepTheEffectReachesNext() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) {
      $0.ticks = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) {
      $0.ticks = 2
    }
    await store.finish()
  }
}

/// A non-isolated asynchronous function: calling it from the main actor is a hop.
private func hop() async {}

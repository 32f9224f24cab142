import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A thousand effects sending a thousand actions each, all at once, into one store.
private struct Flood: Reducer {
  struct State {
    /// The sequence number last received from each effect; -1 before its first.
    var last: [Int]
    var received = 0
    /// Actions that did not follow their effect's previous one.
    var outOfOrder = 0
  }

  enum Action {
    case start
    case value(effect: Int, sequence: Int)
  }

  let actionsEach: Int

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .merge(
        state.last.indices.map { effect in
          .run { [actionsEach] send in
            for sequence in 0..<actionsEach {
              await send(.value(effect: effect, sequence: sequence))
            }
          }
        }
      )
    case .value(let effect, let sequence):
      if sequence != state.last[effect] + 1 { state.outOfOrder += 1 }
      state.last[effect] = sequence
      state.received += 1
      return .none
    }
  }
}

// Load on one live store. Nothing here is timed: the effects' events and the store task wait
// with no deadline of their own, and the time limit turns a regression that never ends them
// into a failure. Here the flood takes about 8 seconds in a debug build and about 25 under
// Thread Sanitizer; the limit leaves room for a slower machine.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct StoreSoakTests {
  @Test func aThousandEffectsSendAMillionActionsAndNoneIsLostOrReordered() async {
    let store = Store(initialState: Flood.State(last: Array(repeating: -1, count: 1_000))) {
      Flood(actionsEach: 1_000)
    }
    await store.send(.start).finishUnlessCancelled()
    #expect(store.received == 1_000_000)
    #expect(store.outOfOrder == 0)
    #expect(store.last.allSatisfy { $0 == 999 })
  }

  @Test func aStoreReleasedWithTenThousandEffectsInFlightEndsThemAndIsFreedWithItsStateAndEffects()
    async
  {
    let fixture = SuspendedEffectsFixture(count: 10_000)
    var store: StoreOf<SuspendedEffects>? = Store(
      initialState: SuspendedEffects.State(marker: StateMarker())
    ) {
      fixture.feature()
    }
    weak let weakStore = store
    weak let marker = store!.state.marker
    let task = store!.send(.start)
    await fixture.allStarted()

    store = nil
    #expect(weakStore == nil, "A running effect must not keep its store alive.")
    #expect(marker == nil, "The store's state must go with it.")
    await fixture.allEnded()
    await task.finishUnlessCancelled()
    #expect(task.isCancelled)
    #expect(fixture.capturesAreFreed, "Ended effects must free what they hold.")
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@MainActor
@Suite struct TestStoreTests {
  @Test func sendAssertsTheStateChange() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.noop)
    #expect(store.state.count == 1)
  }

  @Test func receiveAssertsTheActionAnEffectSentAndItsStateChange() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.fact)
    await store.receive(.factResponse("0 is a test number.")) {
      $0.fact = "0 is a test number."
    }
  }

  @Test func receiveByCaseKeyPathByValueAndByPredicate() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.fact)
    await store.receive(\.factResponse) { $0.fact = "0 is a test number." }
    await store.send(.fact)
    await store.receive(\.factResponse, "0 is a test number.")
    await store.send(.fact)
    await store.receive({ $0 == .factResponse("0 is a test number.") })
  }

  @Test func actionsSentAtOnceAreReceivedInOrder() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.incremented) { $0.count = 2 }
  }

  @Test func dependenciesChangeBetweenSteps() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = { "\($0) first" }
    }
    await store.send(.fact)
    await store.receive(.factResponse("0 first")) { $0.fact = "0 first" }
    store.dependencies.numberFact = { "\($0) second" }
    await store.send(.fact)
    await store.receive(.factResponse("0 second")) { $0.fact = "0 second" }
  }

  @Test func aTestClockDrivesTimedEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrement)
    await clock.advance(by: .seconds(1))
    await store.receive(.incremented) { $0.count = 1 }
  }

  @Test func cancellingAStepsTaskEndsItsEffects() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let task = await store.send(.startForever)
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func finishWaitsForEffects() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let task = await store.send(.fact)
    await task.finish()
    await store.receive(\.factResponse) { $0.fact = "0 is a test number." }
    await store.finish()
  }

  @Test func skipInFlightEffectsStopsTrackingWithoutCancelling() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let task = await store.send(.startForever)
    await store.skipInFlightEffects()
    #expect(!task.isCancelled)
  }

  @Test func skipReceivedActionsDropsThemAndKeepsTheirState() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
    await store.skipReceivedActions()
    await store.send(.increment) { $0.count = 3 }
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheyAssert() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.exhaustivity = .off
    await store.send(.sendTwoActions)
    await store.receive(.incremented) { $0.count = 2 }
    await store.send(.increment)
    await store.send(.fact)
    await store.send(.increment) { $0.count = 4 }
  }
}

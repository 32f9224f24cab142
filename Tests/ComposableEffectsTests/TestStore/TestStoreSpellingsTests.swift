import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct Tally {
  struct State: Equatable { var count = 0 }

  enum Action: Equatable { case increment }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// Sends `.response` from an effect, after a tick of a clock.
@Reducer
private struct Responder {
  struct State: Equatable { var responses = 0 }

  enum Action: Equatable {
    case request
    case response
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .request:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.response)
        }
      case .response:
        state.responses += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TestStoreSpellingsTests {
  // TCA's timeouts in nanoseconds, from before `Duration`.
  @Test func timeoutsInNanoseconds() async {
    let clock = TestClock()
    let store = TestStore(initialState: Responder.State()) {
      Responder()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.request)
    await clock.advance(by: .seconds(1))
    await task.finish(timeout: 1_000_000_000)
    await store.receive(.response, timeout: 1_000_000_000) { $0.responses = 1 }
    await store.send(.request)
    await clock.advance(by: .seconds(1))
    await store.receive(\.response, timeout: 1_000_000_000) { $0.responses = 2 }
    await store.send(.request)
    await clock.advance(by: .seconds(1))
    await store.receive({ $0 == .response }, timeout: 1_000_000_000) { $0.responses = 3 }
    await store.finish(timeout: 1_000_000_000)
  }

  @Test func theStateTypeIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Tally() }
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func theStoreTypeIsInferredFromTheReducerToo() {
    let store = Store(initialState: .init()) { Tally() }
    store.send(.increment)
    #expect(store.state.count == 1)
  }

  // Exhaustive, the unasserted change would fail the test.
  @Test func asyncWithExhaustivityChangesItForItsStepsOnly() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.withExhaustivity(.off) {
      await store.send(.increment)
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.increment) { $0.count = 2 }
  }

  @Test func syncWithExhaustivityChangesItForItsOperationOnly() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    store.exhaustivity = .off
    await store.send(.increment)
    let seen = store.withExhaustivity(.on) { store.exhaustivity }
    #expect(seen == .on)
    #expect(store.exhaustivity == .off)
  }

  // TCA tests set it; here it is a setting the store keeps and does not act on.
  @Test func useMainSerialExecutorIsOnByDefault() {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    #expect(store.useMainSerialExecutor)
  }

  @Test func useMainSerialExecutorReadsBackWhatWasSet() {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    store.useMainSerialExecutor = true
    #expect(store.useMainSerialExecutor)
  }

  @Test func effectsStillRunInOrderWithUseMainSerialExecutorOff() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.useMainSerialExecutor = false
    await store.send(.sendTwoActions)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.incremented) { $0.count = 2 }
  }
}

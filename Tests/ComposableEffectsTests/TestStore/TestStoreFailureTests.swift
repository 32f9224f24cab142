import ComposableEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// Every failure the test store reports, checked by its text.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aStateMismatchShowsADiffNamingTheAction() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: {
      $0.description.contains("The state after sending CounterFeature.Action.increment differs from the expected state")
        && $0.description.contains("−   count: 2")
        && $0.description.contains("+   count: 1")
    }
  }

  @Test func anUnassertedChangeIsAFailure() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.increment)
    } matching: {
      $0.description.contains("State was not expected to change after sending CounterFeature.Action.increment")
        && $0.description.contains("+   count: 1")
    }
  }

  @Test func aClosureThatChangesNothingIsAFailure() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: {
      $0.description.contains("The state stayed the same after sending CounterFeature.Action.noop, yet an assertion closure was given")
        && $0.description.contains("Leave the closure out of a step that is not meant to change the state.")
    }
  }

  @Test func anUnreceivedActionFailsTheNextSend() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
    await withKnownIssue {
      await store.send(.noop)
    } matching: {
      $0.description.contains("Sending CounterFeature.Action.noop, but the store received 2 actions that were not asserted")
        && $0.description.contains("CounterFeature.Action.incremented")
    }
    await store.skipReceivedActions()
  }

  @Test func anUnreceivedActionFailsFinish() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.fact)
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.description.contains("The test store finished, but the store received 1 action that was not asserted")
        && $0.description.contains("CounterFeature.Action.factResponse(\"0 is a test number.\")")
    }
    await store.skipReceivedActions()
  }

  @Test func anUnreceivedActionFailsWhenTheStoreIsReleased() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.sendTwoActions)
    } matching: {
      $0.description.contains("The test store was released, but the store received 2 actions")
    }
  }

  @Test func anEffectRunningWhenTheStoreIsReleasedIsAFailureNamingItsAction() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.startForever)
    } matching: {
      $0.description.contains("The test store was released, but 1 effect is still running")
        && $0.description.contains("CounterFeature.Action.startForever (ComposableEffectsTests/TestStoreFailureTests.swift:")
    }
  }

  @Test func finishTimingOutNamesTheRunningEffects() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let task = await store.send(.startForever)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: {
      $0.description.contains("Expected effects to finish within")
        && $0.description.contains("CounterFeature.Action.startForever")
    }
    await task.cancel()
  }

  @Test func receiveFailsAfterItsTimeoutWhenNothingArrives() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrement)
    await withKnownIssue {
      await store.receive(.incremented, timeout: .milliseconds(50)) { $0.count = 1 }
    } matching: {
      $0.description.contains("Expected to receive CounterFeature.Action.incremented, but received none after waiting")
        && $0.description.contains("CounterFeature.Action.delayedIncrement")
    }
    await task.cancel()
  }

  // At once: with a timeout far past the test's time limit, waiting it out would fail.
  @Test(.timeLimit(.minutes(1)))
  func receiveFailsAtOnceWhenNoEffectIsRunning() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.timeout = .seconds(600)
    await withKnownIssue {
      await store.receive(.incremented)
    } matching: {
      $0.description.contains("but received none, and no effects are running")
    }
  }

  @Test func receivingTheWrongActionShowsADiff() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.fact)
    await withKnownIssue {
      await store.receive(.factResponse("wrong"))
    } matching: {
      $0.description.contains("Received an unexpected action")
        && $0.description.contains("− CounterFeature.Action.factResponse(\"wrong\")")
        && $0.description.contains("+ CounterFeature.Action.factResponse(\"0 is a test number.\")")
    }
  }

  @Test func skippedAssertionsAreShownAsKnownIssuesNotFailures() async {
    // Each skipped assertion below is reported as a known issue: shown, not failing the test.
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment)
    await store.send(.sendTwoActions)
    await store.receive(.incremented)
    #expect(store.state.count == 3)
  }

  // At once: the second step fails instead of waiting behind the first, or hanging.
  @Test(.timeLimit(.minutes(1)))
  func concurrentStepsFailInsteadOfHanging() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrement)
    let descriptions = Mutex<[String]>([])
    await withKnownIssue {
      async let first: Void = store.receive(.incremented, timeout: .milliseconds(200))
      async let second: Void = store.receive(.incremented, timeout: .milliseconds(200))
      _ = await (first, second)
    } matching: { issue in
      descriptions.withLock { $0.append(issue.description) }
      return true
    }
    let recorded = descriptions.withLock { $0 }
    #expect(recorded.count == 2)
    #expect(recorded.contains {
      $0.contains(
        "Waited for CounterFeature.Action.incremented while another step of the same test store was still waiting: steps run one at a time"
      )
    })
    #expect(recorded.contains { $0.contains("but received none after waiting") })
    await task.cancel()
  }

  @Test func skippingReceivedActionsWhenThereAreNoneFails() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: {
      $0.description.contains(
        "Nothing to skip: no action received from an effect is waiting to be asserted."
      )
    }
  }

  @Test func skippingInFlightEffectsWhenThereAreNoneFails() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      $0.description.contains("Nothing to skip: no effect is running.")
    }
  }

  @Test func anAssertionThatThrowsFails() async {
    struct Boom: Error {}
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.increment) { _ in throw Boom() }
    } matching: {
      $0.description.contains("Threw error asserting state after sending CounterFeature.Action.increment: Boom()")
    }
  }

  @Test func aTaskFinishTimingOutFails() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let task = await store.send(.startForever)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: {
      $0.description.contains(
        "Expected the effects of this action to finish within 0.05 seconds, but they are still running."
      )
    }
    await task.cancel()
  }

  // Each hop's effect ends within the timeout, having started the next: the timeout still
  // bounds the wait for the whole chain, which takes ten times longer.
  @Test func aTaskFinishTimeoutBoundsTheWholeWaitNotEachEffect() async {
    let store = TestStore(initialState: Relay.State()) { Relay() }
    store.exhaustivity = .off
    let task = await store.send(.start)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(100))
    } matching: {
      $0.description.contains(
        "Expected the effects of this action to finish within 0.1 seconds, but they are still running."
      )
    }
    await task.cancel()
  }

  @Test func aWrongPartialAssertionFailsEvenWhenNotExhaustive() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count = 5 }
    } matching: {
      $0.description.contains("differs from the expected state")
    }
  }
}

/// Hops a hundred times, each hop an effect that waits 10 ms of real time, then sends the next.
@Reducer
private struct Relay {
  struct State: Equatable { var hops = 0 }
  enum Action: Equatable { case start, hop }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .hop { state.hops += 1 }
      guard state.hops < 100 else { return .none }
      return .run { send in
        try await ContinuousClock().sleep(for: .milliseconds(10))
        await send(.hop)
      }
    }
  }
}

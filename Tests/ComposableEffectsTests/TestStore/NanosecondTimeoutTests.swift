import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// TCA's deprecated timeouts in nanoseconds behave as the `Duration` forms they stand for.
@MainActor
@Suite struct NanosecondTimeoutTests {
  let timeouts: any NanosecondTimeouts = DeprecatedNanosecondTimeouts()

  @Test func eachReceiveFormTakesATimeoutInNanoseconds() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
    await timeouts.receive(store, .increment, timeout: 1_000_000_000)
    await timeouts.receiveCase(store, \.incremented, timeout: 1_000_000_000)
    await store.send(.fact)
    await timeouts.receiveCase(store, \.factResponse, "2 is a test number.", timeout: 1_000_000_000)
    await store.send(.sendTwoActions)
    await timeouts.receiveMatching(store, { $0 == .increment }, timeout: 1_000_000_000)
    await store.receive(.incremented) { $0.count = 4 }
  }

  @Test func nanosecondsPerSecondIsDefinedOnEveryPlatform() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(type(of: NSEC_PER_SEC) == UInt64.self)
  }

  @Test func aTimeoutWrittenWithNanosecondsPerSecondCompiles() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
    await store.receive(.increment, timeout: NSEC_PER_SEC) { $0.count = 1 }
    await store.receive(\.incremented, timeout: 2 * NSEC_PER_SEC) { $0.count = 2 }
    await store.finish(timeout: NSEC_PER_SEC / 2)
  }

  @Test func aReceiveWaitsForTheTimeoutInNanoseconds() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let task = await store.send(.delayedIncrement)
    await withKnownIssue {
      await timeouts.receive(store, .incremented, timeout: 10_000_000)
    } matching: {
      $0.description.contains("but received none after waiting 0.01 seconds")
    }
    await task.cancel()
  }

  @Test func finishingWaitsForTheTimeoutInNanoseconds() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let task = await store.send(.delayedIncrement)
    await withKnownIssue {
      await timeouts.finish(task, timeout: 10_000_000)
    } matching: {
      $0.description.contains("to finish within 0.01 seconds")
    }
    await withKnownIssue {
      await timeouts.finish(store, timeout: 10_000_000)
    } matching: {
      $0.description.contains("Expected effects to finish within 0.01 seconds")
    }
    await task.cancel()
  }
}

/// Calls the deprecated forms through protocol requirements, so that the tests compile without
/// the deprecation warning ported code gets.
@MainActor
protocol NanosecondTimeouts {
  func receive(
    _ store: TestStoreOf<CounterFeature>, _ action: CounterFeature.Action, timeout: UInt64
  ) async
  func receiveCase(
    _ store: TestStoreOf<CounterFeature>, _ actionCase: CaseKeyPath<CounterFeature.Action, Void>,
    timeout: UInt64
  ) async
  func receiveCase(
    _ store: TestStoreOf<CounterFeature>,
    _ actionCase: CaseKeyPath<CounterFeature.Action, String>, _ value: String, timeout: UInt64
  ) async
  func receiveMatching(
    _ store: TestStoreOf<CounterFeature>, _ isMatching: (CounterFeature.Action) -> Bool,
    timeout: UInt64
  ) async
  func finish(_ store: TestStoreOf<CounterFeature>, timeout: UInt64) async
  func finish(_ task: TestStoreTask, timeout: UInt64) async
}

private struct DeprecatedNanosecondTimeouts: NanosecondTimeouts {
  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func receive(
    _ store: TestStoreOf<CounterFeature>, _ action: CounterFeature.Action, timeout: UInt64
  ) async {
    await store.receive(action, timeout: timeout) { $0.count += 1 }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func receiveCase(
    _ store: TestStoreOf<CounterFeature>, _ actionCase: CaseKeyPath<CounterFeature.Action, Void>,
    timeout: UInt64
  ) async {
    await store.receive(actionCase, timeout: timeout) { $0.count += 1 }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func receiveCase(
    _ store: TestStoreOf<CounterFeature>,
    _ actionCase: CaseKeyPath<CounterFeature.Action, String>, _ value: String, timeout: UInt64
  ) async {
    await store.receive(actionCase, value, timeout: timeout) { $0.fact = value }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func receiveMatching(
    _ store: TestStoreOf<CounterFeature>, _ isMatching: (CounterFeature.Action) -> Bool,
    timeout: UInt64
  ) async {
    await store.receive(isMatching, timeout: timeout) { $0.count += 1 }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func finish(_ store: TestStoreOf<CounterFeature>, timeout: UInt64) async {
    await store.finish(timeout: timeout)
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func finish(_ task: TestStoreTask, timeout: UInt64) async {
    await task.finish(timeout: timeout)
  }
}

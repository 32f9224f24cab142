import ComposableEffects
import ComposableEffectsTestSupport
import RandomNumbers
import Testing

/// The reducer variant in a test store, which answers the stream of random numbers element by
/// element just in time, as `withTestHandler` does for the view model.
@MainActor
@Suite struct RandomNumbersFeatureTests {
  struct SomeError: Error {}

  @Test func eachNumberChangesTheMessage() async throws {
    let store = TestStore(initialState: RandomNumbersFeature.State()) {
      RandomNumbersFeature()
    }

    let task = await store.send(.task)
    try await store.expect(\.Random.numbers) { range in
      #expect(range == (0...100))
      return 1
    }
    await store.receive(.numberReceived(1)) {
      $0.message = "1 is a bad number"
      $0.previousNumber = 1
    }
    try await store.expect(\.Random.numbers) { _ in 2 }
    await store.receive(.numberReceived(2)) {
      $0.message = "2 is a good number"
      $0.previousNumber = 2
    }
    try await store.expect(\.Random.numbers) { _ in 2 }
    await store.receive(.numberReceived(2)) {
      $0.message = "It's the same number again, boooring!!"
    }
    try await store.expect(\.Random.numbers) { _ in nil }
    await store.receive(.numbersEnded) {
      $0.message = "Good bye!"
    }
    await task.finish()
  }

  @Test func anErrorFromTheStreamShowsBadError() async throws {
    let store = TestStore(initialState: RandomNumbersFeature.State()) {
      RandomNumbersFeature()
    }

    let task = await store.send(.task)
    try await store.expect(\.Random.numbers, return: 3)
    await store.receive(.numberReceived(3)) {
      $0.message = "3 is a bad number"
      $0.previousNumber = 3
    }
    try await store.expect(\.Random.numbers) { _ in throw SomeError() }
    await store.receive(.numbersFailed) {
      $0.message = "Bad error"
    }
    await task.finish()
  }

  @Test func theDefaultStreamTicksOnTheStoresClock() async throws {
    // With exhaustivity off, an effect the test does not answer falls through at the next step
    // to its default body, which sleeps on the store's clock: the test drives the stream with
    // the clock, and takes what arrives by skipping the received actions.
    let clock = TestClock()
    let store = TestStore(initialState: RandomNumbersFeature.State()) {
      RandomNumbersFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    let task = await store.send(.task)
    // Tick until the first number arrives; bounded, so a broken stream fails instead of hanging.
    for _ in 0..<100 where store.state.previousNumber == nil {
      await clock.advance(by: .seconds(1))
      await store.skipReceivedActions(strict: false)
    }
    #expect(store.state.previousNumber.map { (0...100).contains($0) } == true)
    #expect(store.state.message.hasSuffix("is a good number") || store.state.message.hasSuffix("is a bad number"))
    await task.cancel()
  }
}

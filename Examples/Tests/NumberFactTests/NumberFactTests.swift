import ComposableEffects
import ComposableEffectsTestSupport
import NumberFact
import Testing

/// Seeds 001 and 002, "Adopting Swift concurrency": effects that capture the state they need
/// explicitly, and a `Sendable` fact client the tests override.
@MainActor
@Suite struct NumberFactTests {
  let clock = TestClock()

  @Test func incrementingAndDecrementingChangeTheCount() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 1
    }
  }

  @Test func theDelayedCountIsTheCountWhenTheButtonWasTapped() async {
    let store = TestStore(initialState: NumberFact.State(count: 3)) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.delayedCountButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = 4
    }
    await clock.advance(by: .milliseconds(999))
    await store.send(.incrementButtonTapped) {
      $0.count = 5
    }
    await clock.advance(by: .milliseconds(1))
    await store.receive(.delayed(3)) {
      $0.delayedCount = 3
    }
    await store.finish()
  }

  @Test func theDelayedStateIsTheStateWhenTheButtonWasTapped() async {
    let store = TestStore(initialState: NumberFact.State(count: 3)) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.delayedStateButtonTapped)
    await store.send(.decrementButtonTapped) {
      $0.count = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.delayed(3)) {
      $0.delayedCount = 3
    }
    await store.finish()
  }

  @Test func theFactIsStored() async {
    let store = TestStore(initialState: NumberFact.State(count: 1)) {
      NumberFact()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.fact = "1 is a good number."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func aFailedFetchShowsAnError() async {
    let store = TestStore(initialState: NumberFact.State(count: 1)) {
      NumberFact()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Offline() }
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await store.receive(.factResponse(.failure(Offline()))) {
      $0.factError = "Couldn't load a fact. Try again."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func askingAgainClearsThePreviousError() async {
    let store = TestStore(
      initialState: NumberFact.State(count: 2, factError: "Couldn't load a fact. Try again.")
    ) {
      NumberFact()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is even." }
    }

    await store.send(.factButtonTapped) {
      $0.factError = nil
      $0.isFetchingFact = true
    }
    await store.receive(.factResponse(.success("2 is even."))) {
      $0.fact = "2 is even."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func theFactComesFromTheClientTheTestInstalled() async {
    let requestedNumbers = LockIsolated<[Int]>([])
    let store = TestStore(initialState: NumberFact.State(count: 41)) {
      NumberFact()
    }
    store.dependencies.factClient.fetch = { number in
      requestedNumbers.withValue { $0.append(number) }
      return "\(number) is the number before the answer."
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await store.receive(.factResponse(.success("41 is the number before the answer."))) {
      $0.fact = "41 is the number before the answer."
      $0.isFetchingFact = false
    }
    #expect(requestedNumbers.value == [41])
    await store.finish()
  }

  @Test func changingTheCountClearsTheFact() async {
    let store = TestStore(initialState: NumberFact.State(count: 7, fact: "7 is prime.")) {
      NumberFact()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 8
      $0.fact = nil
    }
  }
}

/// A fetch failure, as when the network is down.
struct Offline: Error, Equatable {}

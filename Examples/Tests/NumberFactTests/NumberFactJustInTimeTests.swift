import ComposableEffects
import ComposableEffectsTestSupport
import NumberFact
import Testing

/// The fact button again, for the feature that performs the `NumberFacts` effect: no fact
/// client is overridden; the test answers the effect just in time.
@MainActor
@Suite struct NumberFactJustInTimeTests {
  @Test func theTestAnswersTheFetchJustInTime() async throws {
    let store = TestStore(initialState: NumberFactWithEffects.State(count: 3)) {
      NumberFactWithEffects()
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    try await store.expect(\.NumberFacts.fetch) { number in
      #expect(number == 3)
      return "3 is a prime number."
    }
    await store.receive(.factResponse(.success("3 is a prime number."))) {
      $0.fact = "3 is a prime number."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func theFetchIsForTheCountWhenTheButtonWasTapped() async throws {
    let store = TestStore(initialState: NumberFactWithEffects.State(count: 3)) {
      NumberFactWithEffects()
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 4
    }
    try await store.expect(NumberFacts.Fetch.self) { number in
      #expect(number == 3)
      return "3 is a prime number."
    }
    await store.receive(.factResponse(.success("3 is a prime number."))) {
      $0.fact = "3 is a prime number."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func aFailedFetchShowsAnError() async throws {
    let store = TestStore(initialState: NumberFactWithEffects.State(count: 3)) {
      NumberFactWithEffects()
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    try await store.expect(\.NumberFacts.fetch) { _ in throw Offline() }
    await store.receive(.factResponse(.failure(Offline()))) {
      $0.factError = "Couldn't load a fact. Try again."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func byDefaultTheEffectCallsTheFactClient() async throws {
    let store = TestStore(initialState: NumberFactWithEffects.State(count: 5)) {
      NumberFactWithEffects()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) came from the client." }
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    try await store.yield()
    await store.receive(.factResponse(.success("5 came from the client."))) {
      $0.fact = "5 came from the client."
      $0.isFetchingFact = false
    }
    await store.finish()
  }
}

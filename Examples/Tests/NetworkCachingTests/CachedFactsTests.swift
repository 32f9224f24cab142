import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import NetworkCaching
import Testing

/// The feature in a test store, which answers the `HTTP.data` effects that get past the
/// feature's cache just in time: a second tap for the same number performs no effect.
@MainActor
@Suite struct CachedFactsTests {
  let fortyTwo = Fact(number: 42, text: "42 is the answer.")
  let seven = Fact(number: 7, text: "7 is a lucky number.")

  func makeStore() -> TestStore<CachedFacts.State, CachedFacts.Action> {
    TestStore(initialState: CachedFacts.State()) {
      CachedFacts()
    } withDependencies: {
      $0.factsServer = URL(string: "https://facts.test")!
      $0.responseCache = ResponseCache()
    }
  }

  @Test func aSecondTapForTheSameNumberIsAnsweredByTheCache() async throws {
    let store = makeStore()

    await store.send(.factButtonTapped(42)) {
      $0.isLoading = true
    }
    try await store.expect(\.HTTP.data) { url in
      #expect(url == URL(string: "https://facts.test/facts/42"))
      return try JSONEncoder().encode(fortyTwo)
    }
    await store.receive(.factResponse(.success(fortyTwo))) {
      $0.isLoading = false
      $0.fact = fortyTwo
    }

    await store.send(.factButtonTapped(42)) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.success(fortyTwo))) {
      $0.isLoading = false
    }
  }

  @Test func anotherNumberReachesTheNetwork() async throws {
    let store = makeStore()

    await store.send(.factButtonTapped(42)) {
      $0.isLoading = true
    }
    try await store.expect(HTTP.Data.self) { _ in try JSONEncoder().encode(fortyTwo) }
    await store.receive(.factResponse(.success(fortyTwo))) {
      $0.isLoading = false
      $0.fact = fortyTwo
    }

    await store.send(.factButtonTapped(7)) {
      $0.isLoading = true
    }
    try await store.expect(\.HTTP.data) { url in
      #expect(url.path == "/facts/7")
      return try JSONEncoder().encode(seven)
    }
    await store.receive(.factResponse(.success(seven))) {
      $0.isLoading = false
      $0.fact = seven
    }
  }

  @Test func aFailedFetchShowsTheErrorAndIsNotCached() async throws {
    let store = makeStore()
    let url = URL(string: "https://facts.test/facts/42")!

    await store.send(.factButtonTapped(42)) {
      $0.isLoading = true
    }
    try await store.expect(\.HTTP.data) { url in
      throw HTTPStatusError(url: url, statusCode: 503)
    }
    await store.receive(.factResponse(.failure(HTTPStatusError(url: url, statusCode: 503)))) {
      $0.isLoading = false
      $0.errorMessage = "HTTP 503 for /facts/42"
    }

    await store.send(.factButtonTapped(42)) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    try await store.expect(\.HTTP.data) { _ in try JSONEncoder().encode(fortyTwo) }
    await store.receive(.factResponse(.success(fortyTwo))) {
      $0.isLoading = false
      $0.fact = fortyTwo
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import NetworkCaching
import Testing

/// Seed 004's caching example as a program under test: the caching handler is installed
/// inside the program, the test handler outside it plays the network, so a request the cache
/// answers never reaches the test (and an exhaustive test fails if it does).
@Suite struct CachingTests {
  let baseURL = URL(string: "https://facts.test")!
  let fortyTwo = Fact(number: 42, text: "42 is the answer.")
  let seven = Fact(number: 7, text: "7 is a lucky number.")

  @Test func aRepeatedRequestIsAnsweredByTheCache() async throws {
    let cache = ResponseCache()
    let facts = try await withTestHandler { [baseURL] in
      try await with(caching(cache)) {
        let first = try await fetchFact(42, from: baseURL)
        let second = try await fetchFact(42, from: baseURL)
        return [first, second]
      }
    } test: { [fortyTwo] effect in
      try await effect.expect(\.HTTP.data) { url in
        #expect(url == URL(string: "https://facts.test/facts/42"))
        return try JSONEncoder().encode(fortyTwo)
      }
    }
    #expect(facts == [fortyTwo, fortyTwo])
    #expect(cache.urls == [URL(string: "https://facts.test/facts/42")!])
  }

  @Test func eachURLReachesTheNetworkOnce() async throws {
    let cache = ResponseCache()
    let facts = try await withTestHandler { [baseURL] in
      try await with(caching(cache)) {
        var facts: [Fact] = []
        for number in [42, 7, 42, 7] {
          facts.append(try await fetchFact(number, from: baseURL))
        }
        return facts
      }
    } test: { [fortyTwo, seven] effect in
      try await effect.expect(\.HTTP.data) { url in
        #expect(url.path == "/facts/42")
        return try JSONEncoder().encode(fortyTwo)
      }
      try await effect.expect(\.HTTP.data) { url in
        #expect(url.path == "/facts/7")
        return try JSONEncoder().encode(seven)
      }
    }
    #expect(facts == [fortyTwo, seven, fortyTwo, seven])
  }

  @Test func aFailedRequestIsNotCached() async throws {
    let cache = ResponseCache()
    let outcomes = LockIsolated<[String]>([])
    try await withTestHandler { [baseURL] in
      await with {
        caching(cache)
      } perform: {
        for _ in 1...3 {
          do {
            let fact = try await fetchFact(42, from: baseURL)
            outcomes.withValue { $0.append(fact.text) }
          } catch {
            outcomes.withValue { $0.append("\(error)") }
          }
        }
      }
    } test: { [baseURL, fortyTwo] effect in
      try await effect.expect(\.HTTP.data) { url in
        #expect(cache[url] == nil)
        throw HTTPStatusError(url: factURL(42, from: baseURL), statusCode: 503)
      }
      try await effect.expect(\.HTTP.data) { url in
        #expect(cache[url] == nil)
        return try JSONEncoder().encode(fortyTwo)
      }
    }
    #expect(outcomes.value == ["HTTP 503 for /facts/42", "42 is the answer.", "42 is the answer."])
  }

  @Test func withoutTheCachingHandlerEveryRequestReachesTheNetwork() async throws {
    try await withTestHandler { [baseURL] in
      _ = try await fetchFact(42, from: baseURL)
      _ = try await fetchFact(42, from: baseURL)
    } test: { [fortyTwo] effect in
      try await effect.expect(\.HTTP.data) { _ in try JSONEncoder().encode(fortyTwo) }
      try await effect.expect(\.HTTP.data) { _ in try JSONEncoder().encode(fortyTwo) }
    }
  }

  @Test func aHandlerOutsideTheCacheSeesOnlyTheMisses() async throws {
    // The seed's shape: `main` installs a handler over the network, `module` the cache,
    // `program` fetches. The handler in `main` logs what reaches it and forwards it outward.
    let reachedMain = LockIsolated<[String]>([])
    try await withTestHandler { [baseURL] in
      try await with {
        HTTP.Data { url in
          reachedMain.withValue { $0.append(url.path) }
          return try await HTTP.data(for: url)
        }
      } perform: {
        let cache = ResponseCache()
        try await with {
          caching(cache)
        } perform: {
          for number in [42, 42, 7, 42] {
            _ = try await fetchFact(number, from: baseURL)
          }
        }
      }
    } test: { [fortyTwo, seven] effect in
      try await effect.expect(\.HTTP.data) { _ in try JSONEncoder().encode(fortyTwo) }
      try await effect.expect(\.HTTP.data) { _ in try JSONEncoder().encode(seven) }
    }
    #expect(reachedMain.value == ["/facts/42", "/facts/7"])
  }
}

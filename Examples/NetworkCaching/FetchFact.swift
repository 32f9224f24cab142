import ComposableEffects
import Foundation

/// Fetches the fact about `number` from the facts server at `baseURL` (`GET /facts/N`): the
/// program of seed 004's caching example, which performs `HTTP.data(for:)` and knows nothing
/// of caches.
///
/// ```swift
/// let fact = try await fetchFact(42, from: URL(string: "http://127.0.0.1:8080")!)
/// ```
public nonisolated(nonsending) func fetchFact(_ number: Int, from baseURL: URL) async throws -> Fact {
  let data = try await HTTP.data(for: factURL(number, from: baseURL))
  return try JSONDecoder().decode(Fact.self, from: data)
}

/// Where the facts server at `baseURL` serves the fact about `number`.
public func factURL(_ number: Int, from baseURL: URL) -> URL {
  baseURL.appending(path: "facts/\(number)")
}

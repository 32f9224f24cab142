import ComposableEffects
import Foundation

/// An `HTTP.Data` handler that answers from `cache` when it can, and otherwise forwards the
/// request to the next handler outward and caches the body it returns: the FAQ example of
/// seed 004.
///
/// Neither the program nor the handlers around it know it is there: install it, and repeated
/// requests stop reaching the network; remove it, and they reach it again.
///
/// ```swift
/// func main() async throws {          // the live handler: `HTTP.data`'s URLSession default
///   try await module()
/// }
///
/// func module() async throws {
///   let cache = ResponseCache()
///   try await with(caching(cache)) {
///     try await program()
///   }
/// }
///
/// func program() async throws {
///   let fact = try await fetchFact(42, from: baseURL)  // from the server
///   let again = try await fetchFact(42, from: baseURL) // from the cache
/// }
/// ```
///
/// Only successful responses are cached: an error goes back to the caller, and the next
/// request for the URL is forwarded again. Two requests for the same URL at the same time
/// both miss and both go outward; the later body wins.
public func caching(_ cache: ResponseCache) -> HTTP.Data {
  HTTP.Data { url in
    if let data = cache[url] {
      return data
    }
    let data = try await HTTP.data(for: url)
    cache[url] = data
    return data
  }
}

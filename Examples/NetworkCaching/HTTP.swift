import ComposableEffects
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network, as one effect: the body of a `GET`.
///
/// By default it asks the server with `URLSession`. Handlers installed around the caller can
/// answer instead, or wrap the request and forward it, as ``caching(_:)`` does:
///
/// ```swift
/// let cache = ResponseCache()
/// let fact = try await with {
///   caching(cache)
/// } perform: {
///   try await fetchFact(42, from: baseURL)
/// }
/// ```
public enum HTTP {
  /// The body of the response to a `GET` of `url`.
  ///
  /// - Throws: ``HTTPStatusError`` when the server answers with a status outside 200...299,
  ///   or the error `URLSession` throws.
  ///
  /// The return type is spelled `Foundation.Data` because `@Effect` names this effect's
  /// handler `HTTP.Data`, which would otherwise shadow it inside the namespace.
  @Effect
  public nonisolated(nonsending) static func data(for url: URL) async throws -> Foundation.Data {
    let (data, response) = try await URLSession.shared.data(from: url)
    if let response = response as? HTTPURLResponse, !(200...299).contains(response.statusCode) {
      throw HTTPStatusError(url: url, statusCode: response.statusCode)
    }
    return data
  }
}

extension EffectPaths {
  /// Lets tests name the network effect by key path: `\.HTTP.data`.
  public var HTTP: EffectNamespace<NetworkCaching.HTTP> { .init() }
}

import ComposableEffects
import Foundation

/// The bodies of the responses already received, by URL: the storage ``caching(_:)`` reads
/// and fills.
///
/// It is a reference, shared by every handler and task it is given to, and safe to use from
/// any of them at once.
///
/// ```swift
/// let cache = ResponseCache()
/// cache[url] = data
/// cache[url]  // data
/// ```
public final class ResponseCache: Sendable {
  private let storage = LockIsolated<[URL: Data]>([:])

  /// An empty cache.
  public init() {}

  /// The body cached for `url`, if any; set it to cache one, or to `nil` to forget it.
  public subscript(url: URL) -> Data? {
    get { storage.value[url] }
    set { storage.withValue { $0[url] = newValue } }
  }

  /// The URLs whose bodies are cached, in no particular order.
  public var urls: [URL] {
    Array(storage.value.keys)
  }
}

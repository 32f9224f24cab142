import ComposableEffects

extension ResponseCache: DependencyKey {
  /// One cache for the whole app.
  public static let liveValue = ResponseCache()

  /// A cache for tests; a test that cares what is cached sets a fresh one of its own.
  public static var testValue: ResponseCache { ResponseCache() }
}

extension DependencyValues {
  /// The cache ``CachedFacts`` keeps the server's responses in.
  public var responseCache: ResponseCache {
    get { self[ResponseCache.self] }
    set { self[ResponseCache.self] = newValue }
  }
}

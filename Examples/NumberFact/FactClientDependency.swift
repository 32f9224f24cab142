import ComposableEffects

extension FactClient: DependencyKey {
  /// The client used when the app runs: ``arithmetic``, since there is no network to reach a
  /// facts service from.
  public static let liveValue = FactClient.arithmetic

  /// The client used in tests: fetching fails the test, so a test overrides it whenever its
  /// flow asks for a fact.
  public static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
}

extension DependencyValues {
  /// Facts about numbers: ``FactClient``.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

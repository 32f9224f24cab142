import ComposableEffects

extension StoreKitClient: DependencyKey {
  /// The client used when the app runs: ``simulated(products:)``, since there is no App Store
  /// on every platform the package supports.
  public static let liveValue = StoreKitClient.simulated()

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = StoreKitClient(
    addPayment: unimplemented("StoreKitClient.addPayment"),
    fetchProducts: unimplemented("StoreKitClient.fetchProducts"),
    observer: unimplemented("StoreKitClient.observer", placeholder: .finished)
  )
}

extension DependencyValues {
  /// The App Store: ``StoreKitClient``.
  public var storeKit: StoreKitClient {
    get { self[StoreKitClient.self] }
    set { self[StoreKitClient.self] = newValue }
  }
}

/// The App Store, as a dependency: loading products, buying them, and hearing how payments go.
///
/// Buying is two halves, as in StoreKit: ``addPayment`` hands a payment to the queue and
/// returns, and the queue's ``observer`` later tells how it went, along with any other
/// transaction (a purchase restored on another device, say):
///
/// ```swift
/// @Dependency(\.storeKit) var storeKit
///
/// let products = try await storeKit.fetchProducts([UpgradeInterstitial.fullGameProductID])
/// await storeKit.addPayment(Payment(productID: UpgradeInterstitial.fullGameProductID))
/// for await transaction in storeKit.observer() {
///   if transaction.transactionState == .purchased { … }
/// }
/// ```
///
/// > Important: There is no App Store on Linux: the live client is ``simulated(products:)``,
/// > a store that answers with plausible timing.
public struct StoreKitClient: Sendable {
  /// Hands a payment to the payment queue; the ``observer`` tells how it goes.
  public var addPayment: @Sendable (Payment) async -> Void

  /// Loads the products with the given identifiers; unknown identifiers are left out.
  public var fetchProducts: @Sendable (Set<String>) async throws -> [Product]

  /// The payment queue's updates, for as long as the caller listens.
  public var observer: @Sendable () -> AsyncStream<PaymentTransaction>

  /// A client made of the given endpoints.
  public init(
    addPayment: @escaping @Sendable (Payment) async -> Void,
    fetchProducts: @escaping @Sendable (Set<String>) async throws -> [Product],
    observer: @escaping @Sendable () -> AsyncStream<PaymentTransaction>
  ) {
    self.addPayment = addPayment
    self.fetchProducts = fetchProducts
    self.observer = observer
  }
}

/// An update of a payment the App Store is processing, as the payment queue's observer hears
/// it: a stand-in for StoreKit's `SKPaymentTransaction`.
///
/// ```swift
/// for await transaction in storeKit.observer() {
///   if transaction.transactionState == .purchased { … }
/// }
/// ```
public struct PaymentTransaction: Equatable, Sendable {
  /// The identifier of the product being bought.
  public var productID: String

  /// Where the payment stands.
  public var transactionState: State

  /// An update of the payment for the product `productID`.
  public init(productID: String, transactionState: State) {
    self.productID = productID
    self.transactionState = transactionState
  }

  /// Where a payment stands: a stand-in for `SKPaymentTransactionState`.
  public enum State: Equatable, Sendable {
    /// The App Store is processing the payment.
    case purchasing
    /// The user paid: unlock the product.
    case purchased
    /// The payment failed or the user cancelled it.
    case failed
    /// The user had bought the product before, and restored it.
    case restored
    /// The payment waits for someone's approval, for example a parent's.
    case deferred
  }
}

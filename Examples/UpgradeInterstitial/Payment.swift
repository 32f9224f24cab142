/// A request to buy a product: a stand-in for StoreKit's `SKPayment`.
public struct Payment: Equatable, Sendable {
  /// The identifier of the product to buy.
  public var productID: String

  /// How many to buy.
  public var quantity: Int

  /// A payment for `quantity` of the product `productID`.
  public init(productID: String, quantity: Int = 1) {
    self.productID = productID
    self.quantity = quantity
  }
}

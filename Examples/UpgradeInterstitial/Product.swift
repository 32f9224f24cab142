/// Something the App Store sells: a stand-in for the part of StoreKit's `Product` the
/// interstitial shows.
public struct Product: Equatable, Identifiable, Sendable {
  /// The App Store's identifier for the product.
  public var id: String

  /// The product's name, in the user's language.
  public var displayName: String

  /// The price, formatted for the user's storefront: `"$4.99"`.
  public var displayPrice: String

  /// A product.
  public init(id: String, displayName: String, displayPrice: String) {
    self.id = id
    self.displayName = displayName
    self.displayPrice = displayPrice
  }
}

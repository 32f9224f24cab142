import UpgradeInterstitial

extension Product {
  static let fullGame = Product(
    id: UpgradeInterstitial.fullGameProductID,
    displayName: "isowords full game",
    displayPrice: "$4.99"
  )
}

extension PaymentTransaction {
  /// An update of the payment for the full game.
  static func fullGame(_ state: State) -> Self {
    PaymentTransaction(productID: UpgradeInterstitial.fullGameProductID, transactionState: state)
  }
}

/// The error of an App Store that cannot be reached.
struct StoreUnreachable: Error, Equatable {}

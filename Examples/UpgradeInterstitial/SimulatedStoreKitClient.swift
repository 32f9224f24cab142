import ComposableEffects

extension StoreKitClient {
  /// An App Store selling `products`, with the timing of a real one.
  ///
  /// - Loading products takes 500 milliseconds.
  /// - A payment is `.purchasing` at once, and `.purchased` a second later: every observer
  ///   hears both. A payment for a product the store does not sell fails at once, and one
  ///   whose task is cancelled before the second is up fails then.
  ///
  /// Times are measured on the `continuousClock` dependency, so a test or a faster clock
  /// controls them. Each call makes a new store.
  public static func simulated(
    products: [Product] = [
      Product(
        id: UpgradeInterstitial.fullGameProductID,
        displayName: "isowords full game",
        displayPrice: "$4.99"
      )
    ]
  ) -> Self {
    let queue = LockIsolated(PaymentQueue())
    return Self(
      addPayment: { payment in
        @Dependency(\.continuousClock) var clock
        let broadcast = { (state: PaymentTransaction.State) in
          let transaction = PaymentTransaction(productID: payment.productID, transactionState: state)
          for observer in queue.value.observers.values {
            observer.yield(transaction)
          }
        }
        guard products.contains(where: { $0.id == payment.productID })
        else {
          broadcast(.failed)
          return
        }
        broadcast(.purchasing)
        do {
          try await clock.sleep(for: .seconds(1))
          broadcast(.purchased)
        } catch {
          broadcast(.failed)
        }
      },
      fetchProducts: { identifiers in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
        return products.filter { identifiers.contains($0.id) }
      },
      observer: {
        let (transactions, continuation) = AsyncStream.makeStream(of: PaymentTransaction.self)
        let id = queue.withValue { $0.add(continuation) }
        continuation.onTermination = { _ in
          queue.withValue { $0.observers[id] = nil }
        }
        return transactions
      }
    )
  }
}

/// The observers of the simulated payment queue.
private struct PaymentQueue {
  var observers: [Int: AsyncStream<PaymentTransaction>.Continuation] = [:]
  var nextID = 0

  mutating func add(_ observer: AsyncStream<PaymentTransaction>.Continuation) -> Int {
    defer { nextID += 1 }
    observers[nextID] = observer
    return nextID
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing
import UpgradeInterstitial

/// The live client, `StoreKitClient.simulated()`: products load in 500 milliseconds, and a
/// payment goes from purchasing to purchased in a second, on the clock dependency. An
/// `ImmediateClock` runs them at once and keeps the time they took.
@Suite struct SimulatedStoreKitTests {
  let clock = ImmediateClock()

  @Test func productsTakeHalfASecondToLoad() async throws {
    let storeKit = StoreKitClient.simulated()

    let products = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await storeKit.fetchProducts([UpgradeInterstitial.fullGameProductID, "unknown"])
    }

    #expect(products == [.fullGame])
    #expect(elapsed == .milliseconds(500))
  }

  @Test func aPaymentIsPurchasedASecondLaterAndEveryObserverHearsIt() async {
    let storeKit = StoreKitClient.simulated()
    let first = storeKit.observer()
    let second = storeKit.observer()

    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await storeKit.addPayment(Payment(productID: UpgradeInterstitial.fullGameProductID))
    }

    #expect(elapsed == .seconds(1))
    for observer in [first, second] {
      var transactions = observer.makeAsyncIterator()
      #expect(await transactions.next() == .fullGame(.purchasing))
      #expect(await transactions.next() == .fullGame(.purchased))
    }
  }

  @Test func aPaymentForAnUnknownProductFails() async {
    let storeKit = StoreKitClient.simulated()
    let observer = storeKit.observer()

    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await storeKit.addPayment(Payment(productID: "unknown"))
    }

    var transactions = observer.makeAsyncIterator()
    #expect(
      await transactions.next()
        == PaymentTransaction(productID: "unknown", transactionState: .failed)
    )
  }

  /// The time the simulation spent sleeping on the clock.
  var elapsed: Duration {
    ImmediateClock.Instant().duration(to: clock.now)
  }
}

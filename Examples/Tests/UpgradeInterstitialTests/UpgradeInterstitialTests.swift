import ComposableEffects
import ComposableEffectsTestSupport
import Testing
import UpgradeInterstitial

/// The seed's upgrade interstitial: one `.task` effect listens to the payment queue, loads the
/// product and counts down, and when the countdown ends only the timer is cancelled.
@MainActor
@Suite struct UpgradeInterstitialTests {
  let clock = TestClock()
  let transactions = AsyncStream<PaymentTransaction>.makeStream()

  func makeStore(
    _ state: UpgradeInterstitial.State = UpgradeInterstitial.State(),
    prepare: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<UpgradeInterstitial> {
    TestStore(initialState: state) {
      UpgradeInterstitial()
    } withDependencies: { [clock, transactions] in
      $0.continuousClock = clock
      $0.storeKit.fetchProducts = { _ in [.fullGame] }
      $0.storeKit.observer = { transactions.stream }
      prepare(&$0)
    }
  }

  @Test func theCountdownEndsAndOnlyTheTimerIsCancelled() async {
    let store = makeStore()

    await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }

    for second in 1...10 {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.secondsPassedCount = second
      }
    }
    // The tenth tick cancelled the timer: no more ticks.
    await clock.advance(by: .seconds(10))

    // The rest of the effect runs on: the payment queue's observer still hears a purchase.
    transactions.continuation.yield(.fullGame(.restored))
    await store.receive(.paymentTransaction(.fullGame(.restored)))
    await store.receive(.delegate(.fullGamePurchased))

    // The effect ends only with the observer.
    transactions.continuation.finish()
    await store.finish()
  }

  @Test func theFullGamesPriceLoads() async {
    let requested = LockIsolated<[Set<String>]>([])
    let another = Product(id: "another.product", displayName: "Another", displayPrice: "$0.99")
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true)) {
      $0.storeKit.fetchProducts = { identifiers in
        requested.withValue { $0.append(identifiers) }
        return [another, .fullGame]
      }
    }

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([another, .fullGame]))) {
      $0.fullGameProduct = .fullGame
    }
    #expect(requested.value == [[UpgradeInterstitial.fullGameProductID]])

    await task.cancel()
    await store.finish()
  }

  @Test func withoutProductsTheUpgradeButtonDoesNothing() async {
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true)) {
      $0.storeKit.fetchProducts = { _ in throw StoreUnreachable() }
    }

    let task = await store.send(.task)
    await store.receive(.productsResponse(.failure(StoreUnreachable())))
    // Adding a payment would fail the test: the store client's `addPayment` is unimplemented.
    await store.send(.upgradeButtonTapped)

    await task.cancel()
    await store.finish()
  }

  @Test func buyingTheFullGame() async {
    let payments = LockIsolated<[Payment]>([])
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true)) { [transactions] in
      $0.storeKit.addPayment = { payment in
        payments.withValue { $0.append(payment) }
        transactions.continuation.yield(.fullGame(.purchasing))
      }
    }

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }

    await store.send(.upgradeButtonTapped) {
      $0.isPurchasing = true
    }
    await store.receive(.paymentTransaction(.fullGame(.purchasing)))
    #expect(payments.value == [Payment(productID: UpgradeInterstitial.fullGameProductID)])
    // A second tap while the purchase is under way adds no second payment.
    await store.send(.upgradeButtonTapped)

    transactions.continuation.yield(.fullGame(.purchased))
    await store.receive(.paymentTransaction(.fullGame(.purchased))) {
      $0.isPurchasing = false
    }
    await store.receive(.delegate(.fullGamePurchased))

    await task.cancel()
    await store.finish()
    #expect(payments.value.count == 1)
  }

  @Test func aFailedPurchaseLetsThePlayerTryAgain() async {
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true)) {
      $0.storeKit.addPayment = { _ in }
    }

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }
    await store.send(.upgradeButtonTapped) {
      $0.isPurchasing = true
    }
    transactions.continuation.yield(.fullGame(.failed))
    await store.receive(.paymentTransaction(.fullGame(.failed))) {
      $0.isPurchasing = false
    }
    await store.send(.upgradeButtonTapped) {
      $0.isPurchasing = true
    }

    await task.cancel()
    await store.finish()
  }

  @Test func transactionsForOtherProductsAreIgnored() async {
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true))

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }
    let other = PaymentTransaction(productID: "another.product", transactionState: .purchased)
    transactions.continuation.yield(other)
    await store.receive(.paymentTransaction(other))

    await task.cancel()
    await store.finish()
  }

  @Test func maybeLaterWorksOnlyOnceTheCountdownIsOver() async {
    let store = makeStore(UpgradeInterstitial.State(upgradeInterstitialDuration: 2))

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsPassedCount = 1
    }
    await store.send(.maybeLaterButtonTapped)

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsPassedCount = 2
    }
    await store.send(.maybeLaterButtonTapped)
    await store.receive(.delegate(.close))

    await task.cancel()
    await store.finish()
  }

  @Test func aDismissableInterstitialHasNoCountdown() async {
    let store = makeStore(UpgradeInterstitial.State(isDismissable: true))

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }
    await clock.advance(by: .seconds(15))

    await store.send(.maybeLaterButtonTapped)
    await store.receive(.delegate(.close))

    await task.cancel()
    await store.finish()
  }

  @Test func closingTheScreenStopsListeningToThePaymentQueue() async {
    let observerEnded = LockIsolated(false)
    transactions.continuation.onTermination = { _ in observerEnded.setValue(true) }
    let store = makeStore()

    let task = await store.send(.task)
    await store.receive(.productsResponse(.success([.fullGame]))) {
      $0.fullGameProduct = .fullGame
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsPassedCount = 1
    }

    await task.cancel()
    #expect(observerEnded.value)
    // Neither the timer nor the observer sends anything any more.
    await clock.advance(by: .seconds(5))
    transactions.continuation.yield(.fullGame(.purchased))
    await store.finish()
  }
}

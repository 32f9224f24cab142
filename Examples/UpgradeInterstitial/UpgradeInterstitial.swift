import ComposableEffects

/// The screen that asks, every once in a while, for support: a one-time purchase of the full
/// game.
///
/// When it appears its `.task` effect runs three jobs in parallel, in a task group:
///
/// - it listens to the App Store's payment queue for as long as the screen shows, so that a
///   purchase completed (or restored) at any time unlocks the game;
/// - it loads the full game's product, to show its price;
/// - unless the screen can be dismissed at once, it counts down, one tick a second, before
///   the “Maybe later” button works.
///
/// The countdown is wrapped in `withTaskCancellation(id:)`: when it reaches the end, the
/// reducer cancels that identifier and only the timer stops. The rest of the effect runs on,
/// and a purchase still gets through:
///
/// ```swift
/// group.addTask {
///   await withTaskCancellation(id: TimerID.self) {
///     for await _ in clock.timer(interval: .seconds(1)) {
///       await send(.timerTick)
///     }
///   }
/// }
/// ```
///
/// The parent hears how it ended through ``Action/delegate(_:)``.
@Reducer
public struct UpgradeInterstitial: Sendable {
  /// The state of the interstitial.
  @ObservableState
  public struct State: Equatable {
    /// The full game, once loaded: its price shows on the upgrade button.
    public var fullGameProduct: Product?

    /// Whether the screen can be closed at once, without a countdown: when the player opened
    /// it themselves, from the settings.
    public var isDismissable: Bool

    /// Whether a purchase is under way.
    public var isPurchasing: Bool

    /// How many seconds of the countdown have passed.
    public var secondsPassedCount: Int

    /// How many seconds the countdown lasts.
    public var upgradeInterstitialDuration: Int

    /// An interstitial; by default with a 10-second countdown and nothing loaded.
    public init(
      fullGameProduct: Product? = nil,
      isDismissable: Bool = false,
      isPurchasing: Bool = false,
      secondsPassedCount: Int = 0,
      upgradeInterstitialDuration: Int = 10
    ) {
      self.fullGameProduct = fullGameProduct
      self.isDismissable = isDismissable
      self.isPurchasing = isPurchasing
      self.secondsPassedCount = secondsPassedCount
      self.upgradeInterstitialDuration = upgradeInterstitialDuration
    }

    /// Whether “Maybe later” closes the screen: when it is dismissable, or once the countdown
    /// is over.
    public var isCountdownOver: Bool {
      isDismissable || secondsPassedCount >= upgradeInterstitialDuration
    }
  }

  /// What can happen on the interstitial.
  public enum Action: Equatable {
    /// What the parent feature acts on.
    case delegate(Delegate)
    /// The user tapped “Maybe later”.
    case maybeLaterButtonTapped
    /// The payment queue reported a transaction.
    case paymentTransaction(PaymentTransaction)
    /// The App Store answered the products, or failed to.
    case productsResponse(TaskResult<[Product]>)
    /// The screen appeared: start its effect, for as long as it shows.
    case task
    /// A second of the countdown passed.
    case timerTick
    /// The user tapped the upgrade button.
    case upgradeButtonTapped

    /// What the interstitial tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user declined, for now: dismiss the screen.
      case close
      /// The user bought the full game: unlock it, and dismiss the screen.
      case fullGamePurchased
    }
  }

  /// The App Store's identifier for the full game.
  public static let fullGameProductID = "co.pointfree.isowords.full_game"

  @Dependency(\.continuousClock) var clock
  @Dependency(\.storeKit) var storeKit

  /// The feature.
  public init() {}

  /// The interstitial's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .maybeLaterButtonTapped:
        guard state.isCountdownOver
        else { return .none }
        return .send(.delegate(.close))

      case .paymentTransaction(let transaction):
        guard transaction.productID == Self.fullGameProductID
        else { return .none }
        switch transaction.transactionState {
        case .purchasing:
          state.isPurchasing = true
          return .none
        case .purchased, .restored:
          state.isPurchasing = false
          return .send(.delegate(.fullGamePurchased))
        case .failed, .deferred:
          state.isPurchasing = false
          return .none
        }

      case .productsResponse(.success(let products)):
        state.fullGameProduct = products.first { $0.id == Self.fullGameProductID }
        return .none

      case .productsResponse(.failure):
        // Without a price the upgrade button stays disabled; “Maybe later” still works.
        return .none

      case .task:
        return .run { [isDismissable = state.isDismissable] send in
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              for await transaction in storeKit.observer() {
                await send(.paymentTransaction(transaction))
              }
            }

            group.addTask {
              let products = await TaskResult {
                try await storeKit.fetchProducts([Self.fullGameProductID])
              }
              await send(.productsResponse(products))
            }

            if !isDismissable {
              group.addTask {
                await withTaskCancellation(id: TimerID.self) {
                  for await _ in clock.timer(interval: .seconds(1)) {
                    await send(.timerTick)
                  }
                }
              }
            }
          }
        }

      case .timerTick:
        state.secondsPassedCount += 1
        guard state.secondsPassedCount == state.upgradeInterstitialDuration
        else { return .none }
        return .cancel(id: TimerID.self)

      case .upgradeButtonTapped:
        guard state.fullGameProduct != nil, !state.isPurchasing
        else { return .none }
        state.isPurchasing = true
        return .run { _ in
          await storeKit.addPayment(Payment(productID: Self.fullGameProductID))
        }
      }
    }
  }
}

/// The countdown's part of the `.task` effect.
private enum TimerID {}

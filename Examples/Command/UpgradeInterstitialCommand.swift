import ArgumentParser
import ComposableEffects
import UpgradeInterstitial

/// `examples upgrade-interstitial`: seed 003's isowords upgrade interstitial. Its `.task`
/// effect listens to a simulated App Store's payment queue, loads the full game's price and
/// counts down; at the end of the countdown only the timer, wrapped in
/// `withTaskCancellation(id:)`, is cancelled, and the purchase that follows still arrives
/// through the observer.
struct UpgradeInterstitialCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "upgrade-interstitial",
    abstract: "isowords' upsell: its countdown is cancelled alone; the App Store observer runs on."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "How long the countdown lasts, in seconds.")
  var duration = 10

  @Flag(help: "Tap “Maybe later” at the end of the countdown instead of buying the full game.")
  var maybeLater = false

  @Flag(help: "Open the interstitial from the settings: it has no countdown.")
  var dismissable = false

  func validate() throws {
    guard (2...30).contains(duration) else {
      throw ValidationError("--duration must be between 2 and 30 seconds.")
    }
  }

  @MainActor
  func run() async throws {
    let clock = SpeedClock(speed: options.speed)
    heading("Upgrade interstitial\(dismissable ? ", opened from the settings" : "")")
    let (delegateActions, delegate) = AsyncStream.makeStream(
      of: UpgradeInterstitial.Action.Delegate.self
    )
    let store = liveStore(
      initialState: UpgradeInterstitial.State(
        isDismissable: dismissable, upgradeInterstitialDuration: duration
      ),
      reducer: CombineReducers {
        UpgradeInterstitial()
        // The parent's part: it dismisses the screen when told to.
        Reduce<UpgradeInterstitial.State, UpgradeInterstitial.Action> { _, action in
          if case .delegate(let action) = action { delegate.yield(action) }
          return .none
        }
      },
      speed: options.speed
    ) {
      $0.storeKit = .simulated()
    }

    note("the interstitial appears: its .task action starts the observer, products and countdown")
    let task = store.send(.task)

    if !dismissable {
      try? await clock.sleep(for: .seconds(Double(duration) / 3))
      note("the player taps “Maybe later” during the countdown: nothing happens yet")
      store.send(.maybeLaterButtonTapped)

      // The countdown is over after `duration` seconds; allow it a few more before giving up.
      let deadline = ContinuousClock.now + .seconds(Double(duration + 5) / options.speed)
      while !store.isCountdownOver,
        await observeChange(
          of: { _ = store.isCountdownOver }, timeout: ContinuousClock.now.duration(to: deadline)
        )
      {}
      note("the countdown is over: the timer alone was cancelled, the payment observer listens on")
    }

    try? await clock.sleep(for: .seconds(1))
    if maybeLater {
      note("the player taps “Maybe later”")
      store.send(.maybeLaterButtonTapped)
    } else {
      note("the player taps “Upgrade for \(store.fullGameProduct?.displayPrice ?? "?")”")
      store.send(.upgradeButtonTapped)
    }

    for await action in delegateActions {
      switch action {
      case .close:
        note("the interstitial is dismissed")
      case .fullGamePurchased:
        note("the full game is unlocked, and the interstitial dismissed")
      }
      break
    }
    task.cancel()
    await task.finish()
  }
}

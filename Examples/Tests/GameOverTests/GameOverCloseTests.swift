import ComposableEffects
import ComposableEffectsTestSupport
import GameOver
import Testing

/// Closing the game over screen: straight away when the notification settings are decided,
/// through the menu offering to turn notifications on when they are not.
@MainActor
@Suite struct GameOverCloseTests {
  @Test func closingWithNotificationsDecidedClosesTheScreen() async {
    let store = TestStore(
      initialState: GameOver.State(
        completedGame: .scored, isViewEnabled: true, userNotificationSettings: .authorized
      )
    ) {
      GameOver()
    }

    await store.send(.closeButtonTapped)
    await store.receive(.delegate(.close))
  }

  @Test func closingWithNotificationsUndecidedOffersToTurnThemOn() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: GameOver.State(
        completedGame: .scored, isViewEnabled: true, userNotificationSettings: .notDetermined
      )
    ) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.userNotifications = .simulated
    }

    await store.send(.closeButtonTapped) {
      $0.isNotificationMenuPresented = true
    }
    await store.send(.turnOnNotificationsButtonTapped) {
      $0.isNotificationMenuPresented = false
    }
    // The simulated user reads the prompt for a second, then taps Allow.
    await clock.advance(by: .seconds(1))
    await store.receive(.userNotificationSettingsResponse(.authorized)) {
      $0.userNotificationSettings = .authorized
    }
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func decliningNotificationsClosesTheScreen() async {
    let store = TestStore(
      initialState: GameOver.State(
        completedGame: .scored,
        isNotificationMenuPresented: true,
        isViewEnabled: true,
        userNotificationSettings: .notDetermined
      )
    ) {
      GameOver()
    }

    await store.send(.notNowButtonTapped) {
      $0.isNotificationMenuPresented = false
    }
    await store.receive(.delegate(.close))
  }

  @Test func closingBeforeTheSettingsArriveClosesTheScreen() async {
    let store = TestStore(
      initialState: GameOver.State(completedGame: .scored, isViewEnabled: true)
    ) {
      GameOver()
    }

    await store.send(.closeButtonTapped)
    await store.receive(.delegate(.close))
  }
}

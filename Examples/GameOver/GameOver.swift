import ComposableEffects

/// The screen shown when a game ends: the score, where it ranks, and a nudge or two.
///
/// Everything starts from one effect, tied to the screen's lifetime by `.task`. It reads top
/// to bottom:
///
/// 1. A game that scored nothing has nothing to show, so the screen closes at once, unless it
///    was a demo game (played in the App Clip), whose screen explains how to get the full
///    game.
/// 2. The transition sound plays, then the game over music starts looping: the ``Audio``
///    effects return at once, so there is no reason to run them in parallel.
/// 3. Four independent jobs then run in parallel, in a task group:
///    - after 2 seconds the screen is enabled (`delayedOnAppear`), so that frantic taps at the
///      end of a game do not land on it;
///    - the game is submitted to the leaderboards (a demo game to an endpoint that ranks it
///      without saving it), and the ranks become the summary;
///    - if the player has not bought the full game and has played enough games (see
///      ``UpgradeInterstitialRule``), the upgrade interstitial appears after a 1 second delay;
///    - the notification settings are fetched, so that closing the screen can offer to turn
///      notifications on.
///
/// ```swift
/// let store = Store(initialState: GameOver.State(completedGame: game)) {
///   GameOver()
/// }
/// await store.send(.task).finish()
/// ```
///
/// Closing tells the parent through ``Action/delegate(_:)``.
@Reducer
public struct GameOver: Sendable {
  /// The state of the screen.
  @ObservableState
  public struct State: Equatable {
    /// The game that just ended.
    public var completedGame: CompletedGame

    /// Whether the game was played in the App Clip, by a player without an account.
    public var isDemo: Bool

    /// Whether the menu offering to turn notifications on is showing.
    public var isNotificationMenuPresented: Bool

    /// Whether the upgrade interstitial is showing.
    public var isUpgradeInterstitialPresented: Bool

    /// Whether the screen takes taps: not until 2 seconds after it appears.
    public var isViewEnabled: Bool

    /// Where the game ranks on the leaderboards, once the server has answered.
    public var summary: LeaderboardRanks?

    /// The notification settings, once fetched.
    public var userNotificationSettings: NotificationSettings?

    /// The screen as it first appears for `completedGame`: disabled, nothing loaded, nothing
    /// presented.
    public init(
      completedGame: CompletedGame,
      isDemo: Bool = false,
      isNotificationMenuPresented: Bool = false,
      isUpgradeInterstitialPresented: Bool = false,
      isViewEnabled: Bool = false,
      summary: LeaderboardRanks? = nil,
      userNotificationSettings: NotificationSettings? = nil
    ) {
      self.completedGame = completedGame
      self.isDemo = isDemo
      self.isNotificationMenuPresented = isNotificationMenuPresented
      self.isUpgradeInterstitialPresented = isUpgradeInterstitialPresented
      self.isViewEnabled = isViewEnabled
      self.summary = summary
      self.userNotificationSettings = userNotificationSettings
    }
  }

  /// What can happen on the screen.
  public enum Action: Equatable {
    /// The user tapped the close button.
    case closeButtonTapped
    /// Two seconds passed since the screen appeared: it takes taps from now on.
    case delayedOnAppear
    /// The upgrade interstitial's delay passed: it shows.
    case delayedShowUpgradeInterstitial
    /// What the parent feature acts on.
    case delegate(Delegate)
    /// The user declined, in the notification menu, to turn notifications on.
    case notNowButtonTapped
    /// The server ranked the submitted game, or failed to.
    case submitGameResponse(TaskResult<LeaderboardRanks>)
    /// The screen appeared: start its effect.
    case task
    /// The user agreed, in the notification menu, to turn notifications on.
    case turnOnNotificationsButtonTapped
    /// The user closed the upgrade interstitial.
    case upgradeInterstitialDismissed
    /// The notification settings arrived.
    case userNotificationSettingsResponse(NotificationSettings)

    /// What the game over screen tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The screen is done: dismiss it.
      case close
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.leaderboardClient) var leaderboardClient
  @Dependency(\.playerClient) var playerClient
  @Dependency(\.userNotifications) var userNotifications

  /// When to show the upgrade interstitial.
  public let upgradeInterstitialRule: UpgradeInterstitialRule

  /// The feature, showing the upgrade interstitial according to `upgradeInterstitialRule`.
  public init(upgradeInterstitialRule: UpgradeInterstitialRule = .isowords) {
    self.upgradeInterstitialRule = upgradeInterstitialRule
  }

  /// The screen's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        guard state.isViewEnabled
        else { return .none }
        if state.userNotificationSettings?.authorizationStatus == .notDetermined {
          state.isNotificationMenuPresented = true
          return .none
        }
        return .send(.delegate(.close))

      case .delayedOnAppear:
        state.isViewEnabled = true
        return .none

      case .delayedShowUpgradeInterstitial:
        state.isUpgradeInterstitialPresented = true
        return .none

      case .delegate:
        return .none

      case .notNowButtonTapped:
        state.isNotificationMenuPresented = false
        return .send(.delegate(.close))

      case .submitGameResponse(.success(let ranks)):
        state.summary = ranks
        return .none

      case .submitGameResponse(.failure):
        // The summary stays empty: the score is still shown, and the game was saved on the
        // device.
        return .none

      case .task:
        return task(completedGame: state.completedGame, isDemo: state.isDemo)

      case .turnOnNotificationsButtonTapped:
        state.isNotificationMenuPresented = false
        return .run { send in
          _ = try? await userNotifications.requestAuthorization()
          await send(.userNotificationSettingsResponse(userNotifications.getNotificationSettings()))
          await send(.delegate(.close))
        }

      case .upgradeInterstitialDismissed:
        state.isUpgradeInterstitialPresented = false
        return .none

      case .userNotificationSettingsResponse(let settings):
        state.userNotificationSettings = settings
        return .none
      }
    }
  }

  /// The screen's effect: see the type's documentation for what it does, in this order.
  private func task(completedGame: CompletedGame, isDemo: Bool) -> Effect<Action> {
    .run {
      [clock, leaderboardClient, playerClient, upgradeInterstitialRule, userNotifications] send in
      guard isDemo || completedGame.currentScore > 0
      else {
        await send(.delegate(.close))
        return
      }

      await Audio.play(.transitionIn)
      await Audio.loop(.gameOverMusicLoop)

      // A job that throws (the game count could not be read, the screen went away during a
      // sleep) just ends: the group discards its error, and the other jobs go on.
      await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await clock.sleep(for: .seconds(2))
          await send(.delayedOnAppear)
        }

        group.addTask {
          let ranks = await TaskResult {
            if isDemo {
              try await leaderboardClient.submitDemoGame(completedGame)
            } else {
              try await leaderboardClient.submitGame(completedGame)
            }
          }
          await send(.submitGameResponse(ranks))
        }

        // A demo game is played in the App Clip, which has nothing to sell.
        if !isDemo {
          group.addTask {
            guard await !playerClient.isFullGamePurchased()
            else { return }
            let playedGamesCount = try await playerClient.playedGamesCount()
            guard upgradeInterstitialRule.isDue(playedGamesCount: playedGamesCount)
            else { return }
            try await clock.sleep(for: .seconds(1))
            await send(.delayedShowUpgradeInterstitial)
          }
        }

        group.addTask {
          await send(.userNotificationSettingsResponse(userNotifications.getNotificationSettings()))
        }
      }
    }
  }
}

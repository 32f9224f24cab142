import ComposableEffects

/// The home screen: who the player is, today's daily challenges, their week in review and their
/// turn-based matches, kept up to date while the screen shows.
///
/// When the screen appears its `.task` effect does two things at once:
///
/// - **Authenticate**, then load. Game Center authentication comes first, and its errors are
///   ignored: without Game Center the player still gets the daily challenges. Then the server
///   signs the player in with whatever Game Center identity there is; if that fails there is
///   nothing personal to load, and this part ends. Otherwise four independent loads run in
///   parallel, each sending its response as it arrives: the configuration, today's daily
///   challenges, the week in review, and the active turn-based matches.
/// - **Listen** to Game Center's events, without waiting for authentication: each turn taken
///   or match ended in a turn-based match reloads the matches.
///
/// ```swift
/// let store = Store(initialState: Home.State()) {
///   Home()
/// }
/// let task = store.send(.task)   // when the screen appears
/// task.cancel()                   // when it goes away: the listening stops
/// ```
@Reducer
public struct Home: Sendable {
  /// The state of the home screen.
  @ObservableState
  public struct State: Equatable {
    /// The turn-based matches the player takes part in.
    public var activeMatches: [TurnBasedMatch]

    /// The player as the server knows them, once signed in.
    public var currentPlayer: CurrentPlayer?

    /// Today's daily challenges, once loaded.
    public var dailyChallenges: [DailyChallenge]?

    /// Whether the banner nagging the player to buy the full game shows.
    public var isUpgradeBannerVisible: Bool

    /// The app's configuration, once loaded.
    public var serverConfig: ServerConfig?

    /// The player's week in review, once loaded.
    public var weekInReview: WeekInReview?

    /// A home screen; by default with nothing loaded yet.
    public init(
      activeMatches: [TurnBasedMatch] = [],
      currentPlayer: CurrentPlayer? = nil,
      dailyChallenges: [DailyChallenge]? = nil,
      isUpgradeBannerVisible: Bool = false,
      serverConfig: ServerConfig? = nil,
      weekInReview: WeekInReview? = nil
    ) {
      self.activeMatches = activeMatches
      self.currentPlayer = currentPlayer
      self.dailyChallenges = dailyChallenges
      self.isUpgradeBannerVisible = isUpgradeBannerVisible
      self.serverConfig = serverConfig
      self.weekInReview = weekInReview
    }
  }

  /// What can happen on the home screen.
  public enum Action: Equatable {
    /// Game Center answered the active turn-based matches, or failed to.
    case activeMatchesResponse(TaskResult<[TurnBasedMatch]>)
    /// The server signed the player in.
    case authenticationResponse(CurrentPlayer)
    /// The server answered today's daily challenges, or failed to.
    case dailyChallengeResponse(TaskResult<[DailyChallenge]>)
    /// The server answered the configuration, or failed to.
    case serverConfigResponse(TaskResult<ServerConfig>)
    /// The screen appeared: start its effect, for as long as it shows.
    case task
    /// The server answered the week in review, or failed to.
    case weekInReviewResponse(TaskResult<WeekInReview>)
  }

  @Dependency(\.gameCenter) var gameCenter
  @Dependency(\.serverClient) var serverClient

  /// The feature.
  public init() {}

  /// The home screen's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .activeMatchesResponse(.success(let matches)):
        state.activeMatches = matches
        return .none

      case .authenticationResponse(let player):
        state.currentPlayer = player
        state.isUpgradeBannerVisible = !player.hasPurchasedFullGame
        return .none

      case .dailyChallengeResponse(.success(let challenges)):
        state.dailyChallenges = challenges
        return .none

      case .serverConfigResponse(.success(let config)):
        state.serverConfig = config
        return .none

      case .task:
        return .run { send in
          async let authentication: Void = authenticate(send: send)
          await listenForGameCenterEvents(send: send)
          // The listener ends when the screen goes away, which cancels the authentication too,
          // or when Game Center stops sending events: awaiting the authentication, rather than
          // letting the end of the scope cancel it, lets it finish in that case.
          await authentication
        }

      case .weekInReviewResponse(.success(let weekInReview)):
        state.weekInReview = weekInReview
        return .none

      case .activeMatchesResponse(.failure),
        .dailyChallengeResponse(.failure),
        .serverConfigResponse(.failure),
        .weekInReviewResponse(.failure):
        // What failed to load stays as it was: the screen shows it without the missing part.
        return .none
      }
    }
  }

  /// Signs in with Game Center, then with the server, then loads the four parts of the screen
  /// in parallel.
  private func authenticate(send: Send<Action>) async {
    do {
      // Without Game Center the player can still play the daily challenges, anonymously.
      try? await GameCenter.authenticate()

      let localPlayer = gameCenter.localPlayer.localPlayer()
      let currentPlayer = try await serverClient.authenticate(
        ServerAuthentication(
          displayName: localPlayer.isAuthenticated ? localPlayer.displayName : nil,
          gameCenterLocalPlayerID: localPlayer.isAuthenticated ? localPlayer.gamePlayerID : nil
        )
      )
      await send(.authenticationResponse(currentPlayer))

      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          await send(.serverConfigResponse(TaskResult { try await serverClient.config() }))
        }
        group.addTask {
          await send(
            .dailyChallengeResponse(TaskResult { try await serverClient.dailyChallenges() })
          )
        }
        group.addTask {
          await send(.weekInReviewResponse(TaskResult { try await serverClient.weekInReview() }))
        }
        group.addTask {
          await send(.activeMatchesResponse(loadMatches()))
        }
      }
    } catch {
      // Without a server account there is nothing personal to load.
    }
  }

  /// Reloads the turn-based matches whenever one of them changes, for as long as the screen
  /// shows.
  private func listenForGameCenterEvents(send: Send<Action>) async {
    for await event in gameCenter.localPlayer.listener() {
      switch event {
      case .turnBasedMatchEnded, .turnBasedMatchReceivedTurn:
        await send(.activeMatchesResponse(loadMatches()))
      case .challengeReceived:
        break
      }
    }
  }

  /// The local player's turn-based matches, from Game Center.
  private func loadMatches() async -> TaskResult<[TurnBasedMatch]> {
    await TaskResult { try await gameCenter.turnBasedMatch.loadMatches() }
  }
}

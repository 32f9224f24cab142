import ArgumentParser
import ComposableEffects
import ExampleServer
import Foundation
import GameOver

/// `examples game-over`: seed 003's isowords game over screen. One `.task` effect closes at once
/// for a game without points, plays the transition sound and then loops the music, and then
/// runs four jobs in a task group: submitting the score to a real local server, enabling the
/// screen after 2 seconds, deciding on the upgrade interstitial, and fetching the notification
/// settings.
struct GameOverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "game-over",
    abstract: "isowords' game over: sounds, then submit, enable, upsell and settings in parallel."
  )

  @OptionGroup var options: SpeedOptions

  @Flag(help: "Play only the demo game (the App Clip's), which the server ranks without saving.")
  var demo = false

  @Flag(help: "The player bought the full game: no upgrade interstitial.")
  var purchased = false

  @Option(help: "Games completed, this one included: the upsell shows on the 6th, 9th, 12th…")
  var playedGames = 6

  func validate() throws {
    guard playedGames >= 1 else { throw ValidationError("--played-games must be at least 1.") }
  }

  @MainActor
  func run() async throws {
    let clock = SpeedClock(speed: options.speed)
    let server = try await LocalServer.start(Self.routes(clock: clock))
    note("leaderboard server listening at \(server.baseURL.absoluteString)")
    // One notification center for the session: once the player allows notifications, the
    // next game over screen closes without asking again.
    let userNotifications = UserNotificationClient.simulated

    let games: [(title: String, game: CompletedGame, isDemo: Bool)] =
      demo
      ? [("A demo game in the App Clip", .demo, true)]
      : [
        ("A scored timed game", .scored, false),
        ("A demo game in the App Clip", .demo, true),
        ("A timed game without a single word", .pointless, false),
      ]
    for (title, game, isDemo) in games {
      print()
      heading("Game over: \(title) (\(game.currentScore) points)")
      await showGameOver(
        game, isDemo: isDemo, server: server, userNotifications: userNotifications, clock: clock
      )
    }

    await server.stop()
    print()
    note("the server served: \(server.requests.joined(separator: ", "))")
  }

  /// Shows the game over screen for `game` until the player has closed it.
  @MainActor
  private func showGameOver(
    _ game: CompletedGame,
    isDemo: Bool,
    server: LocalServer,
    userNotifications: UserNotificationClient,
    clock: SpeedClock
  ) async {
    let (delegateActions, delegate) = AsyncStream.makeStream(of: GameOver.Action.Delegate.self)
    let store = liveStore(
      initialState: GameOver.State(completedGame: game, isDemo: isDemo),
      reducer: CombineReducers {
        GameOver()
        // The parent's part: it dismisses the screen when told to.
        Reduce<GameOver.State, GameOver.Action> { _, action in
          if case .delegate(let action) = action { delegate.yield(action) }
          return .none
        }
      },
      speed: options.speed
    ) { [purchased, playedGames] in
      $0.leaderboardClient = .live(baseURL: server.baseURL)
      $0.playerClient = .inMemory(isFullGamePurchased: purchased, playedGamesCount: playedGames)
      $0.userNotifications = userNotifications
    }

    // There is no audio engine here: the handlers print what would play.
    let task = with {
      Audio.Play { sound in note("♪ playing \(sound)") }
      Audio.Loop { sound in note("♪ looping \(sound)") }
    } perform: {
      store.send(.task)
    }
    await task.finish()

    if store.isViewEnabled {
      if store.isUpgradeInterstitialPresented {
        try? await clock.sleep(for: .seconds(1))
        note("the player taps “Maybe later” on the upgrade interstitial")
        store.send(.upgradeInterstitialDismissed)
      }
      try? await clock.sleep(for: .seconds(1))
      note("the player taps the close button")
      store.send(.closeButtonTapped)
      if store.isNotificationMenuPresented {
        try? await clock.sleep(for: .milliseconds(500))
        note("the player taps “Turn on notifications”")
        store.send(.turnOnNotificationsButtonTapped)
      }
    }

    for await action in delegateActions where action == .close {
      note("the game over screen is dismissed")
      break
    }
  }

  /// The leaderboard server: each submission takes it 400 milliseconds.
  private static func routes(clock: SpeedClock) -> [LocalServer.Route] {
    [
      LocalServer.Route("POST /games") { request in
        let game = try request.decode(CompletedGame.self)
        try await clock.sleep(for: .milliseconds(400))
        let ranks = ranks(score: game.currentScore, saved: true)
        note("server: saved a \(game.currentScore)-point game: #\(ranks.lastDay.rank) today")
        return try .json(ranks)
      },
      LocalServer.Route("POST /demo/games") { request in
        let game = try request.decode(CompletedGame.self)
        try await clock.sleep(for: .milliseconds(400))
        let ranks = ranks(score: game.currentScore, saved: false)
        note("server: ranked a \(game.currentScore)-point demo game without saving it")
        return try .json(ranks)
      },
    ]
  }

  /// Plausible ranks for `score`: the higher the score, the nearer the top.
  private static func ranks(score: Int, saved: Bool) -> LeaderboardRanks {
    func rank(outOf games: Int) -> LeaderboardRanks.Rank {
      let outOf = games + (saved ? 1 : 0)
      let rank = Int((Double(outOf) * exp(-Double(score) / 300)).rounded(.up))
      return LeaderboardRanks.Rank(rank: max(1, rank), outOf: outOf)
    }
    return LeaderboardRanks(
      lastDay: rank(outOf: 340),
      lastWeek: rank(outOf: 2_104),
      allTime: rank(outOf: 52_341)
    )
  }
}

extension CompletedGame {
  fileprivate static let scored = CompletedGame(
    gameMode: .timed,
    foundWords: [
      FoundWord(word: "QUEUE", score: 110),
      FoundWord(word: "ZEBRA", score: 95),
      FoundWord(word: "JOKE", score: 48),
    ],
    secondsPlayed: 180
  )

  fileprivate static let demo = CompletedGame(
    gameMode: .timed,
    foundWords: [FoundWord(word: "CAME", score: 20), FoundWord(word: "CAMERA", score: 72)],
    secondsPlayed: 180
  )

  fileprivate static let pointless = CompletedGame(
    gameMode: .timed, foundWords: [], secondsPlayed: 180
  )
}

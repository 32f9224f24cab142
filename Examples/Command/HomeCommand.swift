import ArgumentParser
import ComposableEffects
import ExampleServer
import Foundation
import Home

/// `examples home`: seed 003's isowords home screen. Its `.task` effect signs in with a
/// simulated Game Center (errors ignored), then with a real local server, then loads four
/// things in parallel, while listening to Game Center's events; when the screen goes away the
/// task is cancelled and the listening stops.
struct HomeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "home",
    abstract: "isowords' home: sign in, then four loads in parallel, while Game Center events arrive."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "How long the home screen shows before it goes away, in seconds at speed 1.")
  var seconds: Double = 8

  @Flag(help: "Game Center is not set up: its sign-in fails, and the player signs in anonymously.")
  var noGameCenter = false

  func validate() throws {
    guard seconds > 0, seconds <= 60 else {
      throw ValidationError("--seconds must be more than 0 and at most 60.")
    }
  }

  @MainActor
  func run() async throws {
    let clock = SpeedClock(speed: options.speed)
    let server = try await LocalServer.start(Self.routes(clock: clock))
    note("isowords server listening at \(server.baseURL.absoluteString)")
    heading("Home screen\(noGameCenter ? ", on a device without Game Center" : "")")

    let store = liveStore(
      initialState: Home.State(),
      reducer: Home(),
      speed: options.speed
    ) { [noGameCenter] in
      $0.gameCenter = .simulated(isAvailable: !noGameCenter).notingEvents()
      $0.serverClient = .live(baseURL: server.baseURL)
    }

    note("the home screen appears: its .task action starts signing in and listening")
    let task = store.send(.task)
    try? await clock.sleep(for: .seconds(seconds))
    note("the home screen goes away after \(seconds.formatted()) s: cancelling its task")
    task.cancel()
    await task.finish()

    await server.stop()
    note("the server served: \(server.requests.joined(separator: ", "))")
    note(
      "\(store.activeMatches.filter(\.isYourTurn).count) of \(store.activeMatches.count) "
        + "matches are waiting for \(store.currentPlayer?.displayName ?? "an anonymous player")"
    )
  }

  /// The isowords server, each route answering after a plausible delay.
  private static func routes(clock: SpeedClock) -> [LocalServer.Route] {
    [
      LocalServer.Route("POST /auth") { request in
        let authentication = try request.decode(ServerAuthentication.self)
        try await clock.sleep(for: .milliseconds(300))
        let player: CurrentPlayer
        if let gameCenterID = authentication.gameCenterLocalPlayerID {
          player = CurrentPlayer(
            id: "player-\(gameCenterID.filter(\.isNumber))",
            displayName: authentication.displayName,
            hasPurchasedFullGame: false
          )
          note("server: signed in \(authentication.displayName ?? gameCenterID) with Game Center")
        } else {
          player = CurrentPlayer(
            id: "player-anonymous", displayName: nil, hasPurchasedFullGame: false
          )
          note("server: signed in an anonymous player")
        }
        return try .json(player)
      },
      LocalServer.Route("GET /config") { _ in
        try await clock.sleep(for: .milliseconds(150))
        note("server: sent the configuration")
        return try .json(ServerConfig(newestBuild: 120, upgradeInterstitialTriggerCount: 6))
      },
      LocalServer.Route("GET /daily-challenges") { _ in
        try await clock.sleep(for: .milliseconds(450))
        note("server: sent today's daily challenges")
        return try .json([
          DailyChallenge(gameMode: .timed, playersCount: 1_204),
          DailyChallenge(gameMode: .unlimited, playersCount: 356),
        ])
      },
      LocalServer.Route("GET /week-in-review") { _ in
        try await clock.sleep(for: .milliseconds(250))
        note("server: sent the week in review")
        return try .json(
          WeekInReview(
            ranks: [
              WeekInReview.Rank(gameMode: .timed, rank: 42, outOf: 2_104),
              WeekInReview.Rank(gameMode: .unlimited, rank: 7, outOf: 611),
            ],
            bestWord: WeekInReview.Word(letters: "QUEUE", score: 110)
          )
        )
      },
    ]
  }
}

extension GameCenterClient {
  /// The same Game Center, with a note for each event it sends the listener.
  fileprivate func notingEvents() -> Self {
    var client = self
    let listener = localPlayer.listener
    client.localPlayer.listener = {
      let events = listener()
      let (noted, continuation) = AsyncStream.makeStream(of: LocalPlayerEvent.self)
      let forwarding = Task {
        for await event in events {
          note("Game Center: \(Self.describe(event))")
          continuation.yield(event)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in forwarding.cancel() }
      return noted
    }
    return client
  }

  private static func describe(_ event: LocalPlayerEvent) -> String {
    switch event {
    case .challengeReceived(let player):
      "\(player) challenges you to beat their score"
    case .turnBasedMatchEnded(let matchID):
      "\(matchID) ended"
    case .turnBasedMatchReceivedTurn(let matchID):
      "your opponent played in \(matchID)"
    }
  }
}

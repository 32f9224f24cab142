import ComposableEffects
import Foundation

extension LeaderboardClient: DependencyKey {
  /// The client used when the app runs: ``live(baseURL:session:)`` against a server on this
  /// machine's port 8080. The `game-over` subcommand starts its own server and points the
  /// client at it.
  public static let liveValue = LeaderboardClient.live(baseURL: URL(string: "http://127.0.0.1:8080")!)

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = LeaderboardClient(
    submitDemoGame: unimplemented("LeaderboardClient.submitDemoGame"),
    submitGame: unimplemented("LeaderboardClient.submitGame")
  )
}

extension DependencyValues {
  /// The leaderboards on the game's server: ``LeaderboardClient``.
  public var leaderboardClient: LeaderboardClient {
    get { self[LeaderboardClient.self] }
    set { self[LeaderboardClient.self] = newValue }
  }
}

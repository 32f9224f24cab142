/// The leaderboards on the game's server: submitting a completed game and learning where it
/// ranks.
///
/// A demo game (played in the App Clip, by a player who is not signed in) goes to its own
/// endpoint, which ranks the score without saving it:
///
/// ```swift
/// @Dependency(\.leaderboardClient) var leaderboardClient
///
/// let ranks = isDemo
///   ? try await leaderboardClient.submitDemoGame(completedGame)
///   : try await leaderboardClient.submitGame(completedGame)
/// ```
///
/// The live client talks JSON over HTTP to a server: see ``live(baseURL:session:)``.
public struct LeaderboardClient: Sendable {
  /// Submits a demo game: the server ranks it but does not save it.
  public var submitDemoGame: @Sendable (CompletedGame) async throws -> LeaderboardRanks

  /// Submits a game to the leaderboards, and returns where it ranks.
  public var submitGame: @Sendable (CompletedGame) async throws -> LeaderboardRanks

  /// A client made of the given endpoints.
  public init(
    submitDemoGame: @escaping @Sendable (CompletedGame) async throws -> LeaderboardRanks,
    submitGame: @escaping @Sendable (CompletedGame) async throws -> LeaderboardRanks
  ) {
    self.submitDemoGame = submitDemoGame
    self.submitGame = submitGame
  }
}

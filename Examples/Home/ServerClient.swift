/// The game's server, as the home screen uses it: signing in, then the configuration, today's
/// daily challenges and the week in review.
///
/// ```swift
/// @Dependency(\.serverClient) var serverClient
///
/// let player = try await serverClient.authenticate(
///   ServerAuthentication(displayName: "blob", gameCenterLocalPlayerID: "G:1947202")
/// )
/// let challenges = try await serverClient.dailyChallenges()
/// ```
///
/// The live client talks JSON over HTTP to a server: see ``live(baseURL:session:)``.
public struct ServerClient: Sendable {
  /// Signs the player in, and returns who the server knows them as.
  public var authenticate: @Sendable (ServerAuthentication) async throws -> CurrentPlayer

  /// Fetches the app's configuration.
  public var config: @Sendable () async throws -> ServerConfig

  /// Fetches today's daily challenges, one a game mode.
  public var dailyChallenges: @Sendable () async throws -> [DailyChallenge]

  /// Fetches the signed-in player's week in review.
  public var weekInReview: @Sendable () async throws -> WeekInReview

  /// A client made of the given endpoints.
  public init(
    authenticate: @escaping @Sendable (ServerAuthentication) async throws -> CurrentPlayer,
    config: @escaping @Sendable () async throws -> ServerConfig,
    dailyChallenges: @escaping @Sendable () async throws -> [DailyChallenge],
    weekInReview: @escaping @Sendable () async throws -> WeekInReview
  ) {
    self.authenticate = authenticate
    self.config = config
    self.dailyChallenges = dailyChallenges
    self.weekInReview = weekInReview
  }
}

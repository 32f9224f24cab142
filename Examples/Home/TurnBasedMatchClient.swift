/// Game Center's turn-based matches.
///
/// Part of ``GameCenterClient``: reach it as `gameCenter.turnBasedMatch`.
public struct TurnBasedMatchClient: Sendable {
  /// Loads the matches the local player takes part in.
  public var loadMatches: @Sendable () async throws -> [TurnBasedMatch]

  /// A client made of the given endpoint.
  public init(loadMatches: @escaping @Sendable () async throws -> [TurnBasedMatch]) {
    self.loadMatches = loadMatches
  }
}

/// Game Center, as a dependency: the local player, and their turn-based matches.
///
/// ```swift
/// @Dependency(\.gameCenter) var gameCenter
///
/// try await gameCenter.localPlayer.authenticate()
/// let player = gameCenter.localPlayer.localPlayer()
/// for await event in gameCenter.localPlayer.listener() {
///   let matches = try await gameCenter.turnBasedMatch.loadMatches()
/// }
/// ```
///
/// Override one endpoint in a test:
///
/// ```swift
/// $0.gameCenter.turnBasedMatch.loadMatches = { [match] }
/// ```
///
/// > Important: There is no Game Center on Linux: the live client is
/// > ``simulated(isAvailable:)``, a signed-in player whose matches move on as their opponents
/// > play.
public struct GameCenterClient: Sendable {
  /// The local player: signing in, who is signed in, and the events sent to them.
  public var localPlayer: LocalPlayerClient

  /// The local player's turn-based matches.
  public var turnBasedMatch: TurnBasedMatchClient

  /// A client made of the given parts.
  public init(localPlayer: LocalPlayerClient, turnBasedMatch: TurnBasedMatchClient) {
    self.localPlayer = localPlayer
    self.turnBasedMatch = turnBasedMatch
  }
}

/// The local player's side of Game Center: signing in, who is signed in, and the events Game
/// Center sends them.
///
/// Part of ``GameCenterClient``: reach it as `gameCenter.localPlayer`.
public struct LocalPlayerClient: Sendable {
  /// Authenticates the local player with Game Center, presenting its sign-in if needed; throws
  /// when Game Center is not available or the player declines.
  public var authenticate: @Sendable () async throws -> Void

  /// The events Game Center sends the local player, for as long as the caller listens.
  public var listener: @Sendable () -> AsyncStream<LocalPlayerEvent>

  /// The local player as of now: ``LocalPlayer/notAuthenticated`` until authentication
  /// succeeds.
  public var localPlayer: @Sendable () -> LocalPlayer

  /// A client made of the given endpoints.
  public init(
    authenticate: @escaping @Sendable () async throws -> Void,
    listener: @escaping @Sendable () -> AsyncStream<LocalPlayerEvent>,
    localPlayer: @escaping @Sendable () -> LocalPlayer
  ) {
    self.authenticate = authenticate
    self.listener = listener
    self.localPlayer = localPlayer
  }
}

/// The player signed in to Game Center on this device: a stand-in for `GKLocalPlayer`.
///
/// Before Game Center authenticates them, or on a device where it is not set up, the player
/// is ``notAuthenticated``, and their identifiers mean nothing.
public struct LocalPlayer: Equatable, Sendable {
  /// Game Center's identifier for the player in this game.
  public var gamePlayerID: String

  /// The name the player shows other players.
  public var displayName: String

  /// Whether Game Center has authenticated the player.
  public var isAuthenticated: Bool

  /// A local player.
  public init(gamePlayerID: String, displayName: String, isAuthenticated: Bool) {
    self.gamePlayerID = gamePlayerID
    self.displayName = displayName
    self.isAuthenticated = isAuthenticated
  }

  /// The player before Game Center has authenticated anyone.
  public static let notAuthenticated = LocalPlayer(
    gamePlayerID: "", displayName: "Me", isAuthenticated: false
  )
}

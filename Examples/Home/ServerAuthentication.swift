/// What the app tells the server when it signs in: the Game Center identity, when there is one.
///
/// Without Game Center both fields are `nil`, and the server signs the device in anonymously.
public struct ServerAuthentication: Codable, Equatable, Sendable {
  /// The name the player shows other players.
  public var displayName: String?

  /// Game Center's identifier for the player.
  public var gameCenterLocalPlayerID: String?

  /// An authentication request.
  public init(displayName: String?, gameCenterLocalPlayerID: String?) {
    self.displayName = displayName
    self.gameCenterLocalPlayerID = gameCenterLocalPlayerID
  }
}

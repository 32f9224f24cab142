/// The player as the server knows them: its answer to ``ServerClient/authenticate``.
public struct CurrentPlayer: Codable, Equatable, Sendable {
  /// The server's identifier for the player.
  public var id: String

  /// The name the player shows other players, if they have one.
  public var displayName: String?

  /// Whether the player bought the full game (the server has verified their receipt).
  public var hasPurchasedFullGame: Bool

  /// A player.
  public init(id: String, displayName: String?, hasPurchasedFullGame: Bool) {
    self.id = id
    self.displayName = displayName
    self.hasPurchasedFullGame = hasPurchasedFullGame
  }
}

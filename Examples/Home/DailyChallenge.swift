/// Today's daily challenge in one game mode: one board, the same for everyone, one try each.
public struct DailyChallenge: Codable, Equatable, Sendable {
  /// The challenge's game mode.
  public var gameMode: GameMode

  /// How many players have played it so far.
  public var playersCount: Int

  /// The player's rank, once they have played it.
  public var yourRank: Int?

  /// A daily challenge.
  public init(gameMode: GameMode, playersCount: Int, yourRank: Int? = nil) {
    self.gameMode = gameMode
    self.playersCount = playersCount
    self.yourRank = yourRank
  }
}

/// How a game is played: against the clock, or for as long as the player likes.
public enum GameMode: String, Codable, Equatable, Sendable {
  /// Three minutes to find as many words as possible.
  case timed
  /// No clock: the game ends when the player ends it.
  case unlimited
}

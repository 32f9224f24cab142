/// The sounds and music the game over screen plays.
public enum Sound: String, Equatable, Sendable {
  /// The whoosh of the screen sliding in.
  case transitionIn
  /// The game over music, played on a loop while the screen shows.
  case gameOverMusicLoop
}

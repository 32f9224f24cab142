/// A game that has just ended: what the game over screen shows and submits to the
/// leaderboards.
///
/// The score is not stored but added up from the words found, as the server does when it
/// checks a submission:
///
/// ```swift
/// let game = CompletedGame(
///   gameMode: .timed,
///   foundWords: [.init(word: "QUEUE", score: 110), .init(word: "ZEBRA", score: 95)],
///   secondsPlayed: 180
/// )
/// game.currentScore  // 205
/// ```
public struct CompletedGame: Codable, Equatable, Sendable {
  /// Whether the game was timed or unlimited.
  public var gameMode: GameMode

  /// The words the player found, in the order they found them.
  public var foundWords: [FoundWord]

  /// How long the game lasted.
  public var secondsPlayed: Int

  /// A completed game.
  public init(gameMode: GameMode, foundWords: [FoundWord], secondsPlayed: Int) {
    self.gameMode = gameMode
    self.foundWords = foundWords
    self.secondsPlayed = secondsPlayed
  }

  /// The game's score: the sum of the scores of the words found.
  public var currentScore: Int {
    foundWords.reduce(0) { $0 + $1.score }
  }

  /// A word the player found, and what it scored.
  public struct FoundWord: Codable, Equatable, Sendable {
    /// The word, in capitals.
    public var word: String

    /// What the word scored.
    public var score: Int

    /// A found word.
    public init(word: String, score: Int) {
      self.word = word
      self.score = score
    }
  }
}

/// How the player's past week compares to everyone else's: their rank in each game mode, and
/// their best word.
public struct WeekInReview: Codable, Equatable, Sendable {
  /// The player's rank in each game mode they played.
  public var ranks: [Rank]

  /// The best-scoring word the player found this week, if any.
  public var bestWord: Word?

  /// A week in review.
  public init(ranks: [Rank], bestWord: Word?) {
    self.ranks = ranks
    self.bestWord = bestWord
  }

  /// A rank in one game mode: `rank` out of `outOf` players.
  public struct Rank: Codable, Equatable, Sendable {
    /// The game mode.
    public var gameMode: GameMode
    /// The position, from 1.
    public var rank: Int
    /// How many players played the mode this week.
    public var outOf: Int

    /// A rank.
    public init(gameMode: GameMode, rank: Int, outOf: Int) {
      self.gameMode = gameMode
      self.rank = rank
      self.outOf = outOf
    }
  }

  /// A word and its score.
  public struct Word: Codable, Equatable, Sendable {
    /// The word, in capitals.
    public var letters: String
    /// What it scored.
    public var score: Int

    /// A word.
    public init(letters: String, score: Int) {
      self.letters = letters
      self.score = score
    }
  }
}

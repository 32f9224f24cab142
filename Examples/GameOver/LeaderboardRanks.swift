/// Where a score ranks on the leaderboards, over the last day, the last week and all time: the
/// server's answer to a submitted game, shown as the game over screen's summary.
///
/// ```swift
/// let ranks = try await leaderboardClient.submitGame(completedGame)
/// print("#\(ranks.lastDay.rank) of \(ranks.lastDay.outOf) today")
/// ```
public struct LeaderboardRanks: Codable, Equatable, Sendable {
  /// The rank among the games of the last 24 hours.
  public var lastDay: Rank

  /// The rank among the games of the last 7 days.
  public var lastWeek: Rank

  /// The rank among every game ever submitted.
  public var allTime: Rank

  /// Ranks on the three leaderboards.
  public init(lastDay: Rank, lastWeek: Rank, allTime: Rank) {
    self.lastDay = lastDay
    self.lastWeek = lastWeek
    self.allTime = allTime
  }

  /// A rank on one leaderboard: `rank` out of `outOf` games.
  public struct Rank: Codable, Equatable, Sendable {
    /// The position, from 1.
    public var rank: Int

    /// How many games the leaderboard holds.
    public var outOf: Int

    /// A rank.
    public init(rank: Int, outOf: Int) {
      self.rank = rank
      self.outOf = outOf
    }
  }
}

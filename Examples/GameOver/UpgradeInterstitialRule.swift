/// When the game over screen asks a player who has not bought the full game to upgrade: after
/// a number of games, then every few games.
///
/// ```swift
/// let rule = UpgradeInterstitialRule(playedGamesTriggerCount: 6, triggerEvery: 3)
/// (1...12).filter { rule.isDue(playedGamesCount: $0) }  // [6, 9, 12]
/// ```
///
/// In isowords the numbers come from the server's configuration, so they can change without
/// an app update.
public struct UpgradeInterstitialRule: Equatable, Sendable {
  /// The game count at which the interstitial first shows.
  public var playedGamesTriggerCount: Int

  /// After the first time, how many games apart it shows again.
  public var triggerEvery: Int

  /// A rule; `triggerEvery` must be positive.
  public init(playedGamesTriggerCount: Int, triggerEvery: Int) {
    precondition(triggerEvery > 0, "An interstitial must be due every one or more games.")
    self.playedGamesTriggerCount = playedGamesTriggerCount
    self.triggerEvery = triggerEvery
  }

  /// isowords' rule: the sixth game, then every third.
  public static let isowords = Self(playedGamesTriggerCount: 6, triggerEvery: 3)

  /// Whether the interstitial is due once the player has completed `playedGamesCount` games.
  public func isDue(playedGamesCount: Int) -> Bool {
    playedGamesCount >= playedGamesTriggerCount
      && (playedGamesCount - playedGamesTriggerCount) % triggerEvery == 0
  }
}

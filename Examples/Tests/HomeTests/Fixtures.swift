import Home

extension LocalPlayer {
  static let blob = LocalPlayer(gamePlayerID: "G:1947202", displayName: "blob", isAuthenticated: true)
}

extension CurrentPlayer {
  static let blob = CurrentPlayer(id: "player-1", displayName: "blob", hasPurchasedFullGame: false)
  static let anonymous = CurrentPlayer(id: "player-2", displayName: nil, hasPurchasedFullGame: false)
}

extension ServerConfig {
  static let current = ServerConfig(newestBuild: 120, upgradeInterstitialTriggerCount: 6)
}

extension [DailyChallenge] {
  static let today: Self = [
    DailyChallenge(gameMode: .timed, playersCount: 1_204, yourRank: 87),
    DailyChallenge(gameMode: .unlimited, playersCount: 356),
  ]
}

extension WeekInReview {
  static let blob = WeekInReview(
    ranks: [WeekInReview.Rank(gameMode: .timed, rank: 42, outOf: 2_104)],
    bestWord: WeekInReview.Word(letters: "QUEUE", score: 110)
  )
}

extension [TurnBasedMatch] {
  static let waiting: Self = [
    TurnBasedMatch(id: "match-1", opponentDisplayName: "Blob Jr.", isYourTurn: false)
  ]
  static let yourTurn: Self = [
    TurnBasedMatch(id: "match-1", opponentDisplayName: "Blob Jr.", isYourTurn: true)
  ]
}

/// The error of a server that is down.
struct ServerDown: Error, Equatable {}

import GameOver

extension CompletedGame {
  /// A timed game that scored 205 points.
  static let scored = CompletedGame(
    gameMode: .timed,
    foundWords: [
      FoundWord(word: "QUEUE", score: 110),
      FoundWord(word: "ZEBRA", score: 95),
    ],
    secondsPlayed: 180
  )

  /// A timed game in which no word was found.
  static let pointless = CompletedGame(gameMode: .timed, foundWords: [], secondsPlayed: 180)
}

extension LeaderboardRanks {
  /// What the leaderboards answer for ``CompletedGame/scored``.
  static let scored = LeaderboardRanks(
    lastDay: Rank(rank: 12, outOf: 340),
    lastWeek: Rank(rank: 85, outOf: 2_104),
    allTime: Rank(rank: 1_530, outOf: 52_341)
  )

  /// What the demo endpoint answers: where the game would have ranked.
  static let demo = LeaderboardRanks(
    lastDay: Rank(rank: 300, outOf: 340),
    lastWeek: Rank(rank: 1_990, outOf: 2_104),
    allTime: Rank(rank: 50_002, outOf: 52_341)
  )
}

extension NotificationSettings {
  static let notDetermined = NotificationSettings(authorizationStatus: .notDetermined)
  static let authorized = NotificationSettings(authorizationStatus: .authorized)
}

/// The error of a server that is down.
struct ServerDown: Error, Equatable {}

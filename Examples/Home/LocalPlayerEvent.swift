/// Something Game Center tells the local player's listener: a stand-in for the callbacks of
/// `GKLocalPlayerListener`.
public enum LocalPlayerEvent: Equatable, Sendable {
  /// Another player challenged the local player to beat a score.
  case challengeReceived(from: String)
  /// A turn-based match ended.
  case turnBasedMatchEnded(matchID: String)
  /// A player took their turn in a turn-based match: it may now be the local player's turn.
  case turnBasedMatchReceivedTurn(matchID: String)
}

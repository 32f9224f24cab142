/// A turn-based match the local player takes part in: a stand-in for the part of
/// `GKTurnBasedMatch` the home screen shows.
public struct TurnBasedMatch: Equatable, Identifiable, Sendable {
  /// Game Center's identifier for the match.
  public var id: String

  /// The name of the other player.
  public var opponentDisplayName: String

  /// Whether the local player is to play next.
  public var isYourTurn: Bool

  /// A match.
  public init(id: String, opponentDisplayName: String, isYourTurn: Bool) {
    self.id = id
    self.opponentDisplayName = opponentDisplayName
    self.isYourTurn = isYourTurn
  }
}

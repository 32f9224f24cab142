/// What the app knows about its player that decides whether to ask them to upgrade: whether
/// they bought the full game, and how many games they have played.
///
/// ```swift
/// @Dependency(\.playerClient) var playerClient
///
/// guard await !playerClient.isFullGamePurchased() else { return }
/// let count = try await playerClient.playedGamesCount()
/// ```
///
/// In isowords the first comes from the player's App Store receipt, as verified by the server,
/// and the second from the games saved on the device. The live client is
/// ``inMemory(isFullGamePurchased:playedGamesCount:)``.
public struct PlayerClient: Sendable {
  /// Whether the player bought the full game.
  public var isFullGamePurchased: @Sendable () async -> Bool

  /// How many games the player has completed, the one just ended included.
  public var playedGamesCount: @Sendable () async throws -> Int

  /// A client made of the given endpoints.
  public init(
    isFullGamePurchased: @escaping @Sendable () async -> Bool,
    playedGamesCount: @escaping @Sendable () async throws -> Int
  ) {
    self.isFullGamePurchased = isFullGamePurchased
    self.playedGamesCount = playedGamesCount
  }

  /// A player whose purchase and game count are the given values.
  public static func inMemory(isFullGamePurchased: Bool, playedGamesCount: Int) -> Self {
    Self(
      isFullGamePurchased: { isFullGamePurchased },
      playedGamesCount: { playedGamesCount }
    )
  }
}

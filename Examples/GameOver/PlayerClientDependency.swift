import ComposableEffects

extension PlayerClient: DependencyKey {
  /// The client used when the app runs: a new player, who has bought nothing and played no
  /// game yet; there is no receipt or saved game to read on every platform the package
  /// supports.
  public static let liveValue = PlayerClient.inMemory(isFullGamePurchased: false, playedGamesCount: 0)

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = PlayerClient(
    isFullGamePurchased: unimplemented("PlayerClient.isFullGamePurchased", placeholder: true),
    playedGamesCount: unimplemented("PlayerClient.playedGamesCount")
  )
}

extension DependencyValues {
  /// What the app knows about its player: ``PlayerClient``.
  public var playerClient: PlayerClient {
    get { self[PlayerClient.self] }
    set { self[PlayerClient.self] = newValue }
  }
}

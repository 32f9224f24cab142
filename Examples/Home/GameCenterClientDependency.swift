import ComposableEffects

extension GameCenterClient: DependencyKey {
  /// The client used when the app runs: ``simulated(isAvailable:)``, since there is no Game
  /// Center on every platform the package supports.
  public static let liveValue = GameCenterClient.simulated()

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = GameCenterClient(
    localPlayer: LocalPlayerClient(
      authenticate: unimplemented("GameCenterClient.localPlayer.authenticate"),
      listener: unimplemented("GameCenterClient.localPlayer.listener", placeholder: .finished),
      localPlayer: unimplemented(
        "GameCenterClient.localPlayer.localPlayer", placeholder: .notAuthenticated
      )
    ),
    turnBasedMatch: TurnBasedMatchClient(
      loadMatches: unimplemented("GameCenterClient.turnBasedMatch.loadMatches")
    )
  )
}

extension DependencyValues {
  /// Game Center: ``GameCenterClient``.
  public var gameCenter: GameCenterClient {
    get { self[GameCenterClient.self] }
    set { self[GameCenterClient.self] = newValue }
  }
}

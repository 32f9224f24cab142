import ComposableEffects

extension GameCenterClient {
  /// A Game Center with a local player, “blob”, in three turn-based matches that move on while
  /// the app listens.
  ///
  /// Signing in takes 800 milliseconds, and loading the matches 300; until the player has
  /// signed in, loading fails with ``GameCenterUnavailable``. Each listener gets the same script
  /// of events, each applied to the matches as it happens and sent if the player has signed in
  /// by then:
  ///
  /// - after 2 seconds, Blob Jr. takes their turn in `match-1`: it is now blob's turn;
  /// - 1.5 seconds later, Blob Sr. challenges blob to beat a score;
  /// - 2 seconds later, Blob Esq. resigns `match-3`, which ends.
  ///
  /// Then the listener stays open, as Game Center's does, until the listening task is
  /// cancelled. Times are measured on the `continuousClock` dependency, so a test or a faster
  /// clock controls them. Each call makes a new Game Center.
  ///
  /// - Parameter isAvailable: Whether Game Center is set up on the device; when it is not,
  ///   authentication fails with ``GameCenterUnavailable`` and the player stays
  ///   ``LocalPlayer/notAuthenticated``: no match loads, and no event arrives.
  public static func simulated(isAvailable: Bool = true) -> Self {
    let center = LockIsolated(SimulatedGameCenter())
    return Self(
      localPlayer: LocalPlayerClient(
        authenticate: {
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .milliseconds(800))
          guard isAvailable
          else { throw GameCenterUnavailable() }
          center.withValue { $0.localPlayer = SimulatedGameCenter.blob }
        },
        listener: {
          @Dependency(\.continuousClock) var clock
          let (events, continuation) = AsyncStream.makeStream(of: LocalPlayerEvent.self)
          // `Task.effect`: a plain task in production; under a test store, one of its effects.
          let script = Task.effect { [clock] in
            for step in SimulatedGameCenter.script {
              try await clock.sleep(for: step.delay)
              let isAuthenticated = center.withValue {
                step.event.apply(to: &$0.matches)
                return $0.localPlayer.isAuthenticated
              }
              // Game Center tells only a player who signed in.
              if isAuthenticated {
                continuation.yield(step.event)
              }
            }
          }
          continuation.onTermination = { _ in script.cancel() }
          return events
        },
        localPlayer: { center.value.localPlayer }
      ),
      turnBasedMatch: TurnBasedMatchClient(
        loadMatches: {
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .milliseconds(300))
          let center = center.value
          guard center.localPlayer.isAuthenticated
          else { throw GameCenterUnavailable() }
          return center.matches
        }
      )
    )
  }
}

/// What the simulated Game Center knows.
private struct SimulatedGameCenter {
  var localPlayer = LocalPlayer.notAuthenticated
  var matches = [
    TurnBasedMatch(id: "match-1", opponentDisplayName: "Blob Jr.", isYourTurn: false),
    TurnBasedMatch(id: "match-2", opponentDisplayName: "Blob Sr.", isYourTurn: true),
    TurnBasedMatch(id: "match-3", opponentDisplayName: "Blob Esq.", isYourTurn: false),
  ]

  static let blob = LocalPlayer(gamePlayerID: "G:1947202", displayName: "blob", isAuthenticated: true)

  static let script: [(delay: Duration, event: LocalPlayerEvent)] = [
    (.seconds(2), .turnBasedMatchReceivedTurn(matchID: "match-1")),
    (.milliseconds(1_500), .challengeReceived(from: "Blob Sr.")),
    (.seconds(2), .turnBasedMatchEnded(matchID: "match-3")),
  ]
}

extension LocalPlayerEvent {
  /// What the event does to the local player's matches, in the simulation.
  fileprivate func apply(to matches: inout [TurnBasedMatch]) {
    switch self {
    case .challengeReceived:
      break
    case .turnBasedMatchEnded(let matchID):
      matches.removeAll { $0.id == matchID }
    case .turnBasedMatchReceivedTurn(let matchID):
      if let index = matches.firstIndex(where: { $0.id == matchID }) {
        matches[index].isYourTurn = true
      }
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Home
import Testing

/// The live client, `GameCenterClient.simulated()`: a player who signs in after 800
/// milliseconds, and matches that move on with a script of events, on the clock dependency.
/// An `ImmediateClock` runs them at once and keeps the time they took.
@Suite struct SimulatedGameCenterTests {
  let clock = ImmediateClock()

  @Test func signingInTakesEightHundredMilliseconds() async throws {
    let gameCenter = GameCenterClient.simulated()
    #expect(gameCenter.localPlayer.localPlayer() == .notAuthenticated)

    try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await gameCenter.localPlayer.authenticate()
    }

    #expect(gameCenter.localPlayer.localPlayer() == .blob)
    #expect(elapsed == .milliseconds(800))
  }

  @Test func withoutGameCenterSigningInFailsAndNoMatchLoads() async {
    let gameCenter = GameCenterClient.simulated(isAvailable: false)

    await #expect(throws: GameCenterUnavailable()) {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        try await gameCenter.localPlayer.authenticate()
      }
    }
    #expect(gameCenter.localPlayer.localPlayer() == .notAuthenticated)
    await #expect(throws: GameCenterUnavailable()) {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        try await gameCenter.turnBasedMatch.loadMatches()
      }
    }
  }

  @Test func theOpponentsPlayWhileTheAppListens() async throws {
    let gameCenter = GameCenterClient.simulated()

    let events = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await gameCenter.localPlayer.authenticate()
      var events: [LocalPlayerEvent] = []
      for await event in gameCenter.localPlayer.listener() {
        events.append(event)
        if events.count == 3 { break }
      }
      return events
    }

    #expect(
      events == [
        .turnBasedMatchReceivedTurn(matchID: "match-1"),
        .challengeReceived(from: "Blob Sr."),
        .turnBasedMatchEnded(matchID: "match-3"),
      ]
    )
    #expect(elapsed == .milliseconds(800 + 5_500))
  }

  @Test func loadingTheMatchesShowsWhatTheOpponentsDid() async throws {
    let gameCenter = GameCenterClient.simulated()

    let matches = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await gameCenter.localPlayer.authenticate()
      let before = try await gameCenter.turnBasedMatch.loadMatches()
      for await event in gameCenter.localPlayer.listener() {
        if case .turnBasedMatchEnded = event { break }
      }
      let after = try await gameCenter.turnBasedMatch.loadMatches()
      return (before: before, after: after)
    }

    #expect(
      matches.before == [
        TurnBasedMatch(id: "match-1", opponentDisplayName: "Blob Jr.", isYourTurn: false),
        TurnBasedMatch(id: "match-2", opponentDisplayName: "Blob Sr.", isYourTurn: true),
        TurnBasedMatch(id: "match-3", opponentDisplayName: "Blob Esq.", isYourTurn: false),
      ]
    )
    #expect(
      matches.after == [
        TurnBasedMatch(id: "match-1", opponentDisplayName: "Blob Jr.", isYourTurn: true),
        TurnBasedMatch(id: "match-2", opponentDisplayName: "Blob Sr.", isYourTurn: true),
      ]
    )
  }

  /// The time the simulation spent sleeping on the clock.
  var elapsed: Duration {
    ImmediateClock.Instant().duration(to: clock.now)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Home
import Testing

/// The home screen's `.task` effect, from the seed: authenticate (Game Center's errors
/// ignored), sign in with the server, then four loads in parallel, while listening to Game
/// Center's events. Game Center's authentication is an algebraic effect, answered just in time.
@MainActor
@Suite struct HomeTests {
  let events = AsyncStream<LocalPlayerEvent>.makeStream()

  /// A test store whose Game Center and server answer at once, with the listener fed by
  /// `events`.
  func makeStore(
    authentications: LockIsolated<[ServerAuthentication]> = LockIsolated([]),
    matches: LockIsolated<[TurnBasedMatch]> = LockIsolated(.waiting),
    prepare: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<Home> {
    TestStore(initialState: Home.State()) {
      Home()
    } withDependencies: { [events] in
      $0.gameCenter.localPlayer.listener = { events.stream }
      $0.gameCenter.localPlayer.localPlayer = { .blob }
      $0.gameCenter.turnBasedMatch.loadMatches = { matches.value }
      $0.serverClient.authenticate = { request in
        authentications.withValue { $0.append(request) }
        return request.gameCenterLocalPlayerID == nil ? .anonymous : .blob
      }
      $0.serverClient.config = { .current }
      $0.serverClient.dailyChallenges = { .today }
      $0.serverClient.weekInReview = { .blob }
      prepare(&$0)
    }
  }

  @Test func authenticatingLoadsEverythingInParallel() async throws {
    let authentications = LockIsolated<[ServerAuthentication]>([])
    let store = makeStore(authentications: authentications)

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    #expect(
      authentications.value
        == [ServerAuthentication(displayName: "blob", gameCenterLocalPlayerID: "G:1947202")]
    )
    // The four loads start in this order and none of them suspends, so their responses arrive
    // in this order too.
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.success(.blob))) {
      $0.weekInReview = .blob
    }
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    await task.cancel()
    await store.finish()
  }

  @Test func aSlowLoadHoldsUpNoneOfTheOthers() async throws {
    let clock = TestClock()
    let store = makeStore {
      $0.serverClient.config = {
        try await clock.sleep(for: .seconds(1))
        return .current
      }
    }

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.success(.blob))) {
      $0.weekInReview = .blob
    }
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }

    await task.cancel()
    await store.finish()
  }

  @Test func aGameCenterFailureIsIgnoredAndThePlayerSignsInAnonymously() async throws {
    let authentications = LockIsolated<[ServerAuthentication]>([])
    let store = makeStore(authentications: authentications) {
      $0.gameCenter.localPlayer.localPlayer = { .notAuthenticated }
    }

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate) { throw GameCenterUnavailable() }
    await store.receive(.authenticationResponse(.anonymous)) {
      $0.currentPlayer = .anonymous
      $0.isUpgradeBannerVisible = true
    }
    #expect(
      authentications.value == [ServerAuthentication(displayName: nil, gameCenterLocalPlayerID: nil)]
    )
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.success(.blob))) {
      $0.weekInReview = .blob
    }
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    await task.cancel()
    await store.finish()
  }

  @Test func aServerSignInFailureSkipsTheLoadsButNotTheListening() async throws {
    let matches = LockIsolated<[TurnBasedMatch]>(.waiting)
    let store = makeStore(matches: matches) {
      $0.serverClient = .testValue
      $0.serverClient.authenticate = { _ in throw ServerDown() }
    }

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    // No response and no load: the server client's other endpoints would fail the test.

    matches.setValue(.yourTurn)
    events.continuation.yield(.turnBasedMatchReceivedTurn(matchID: "match-1"))
    await store.receive(.activeMatchesResponse(.success(.yourTurn))) {
      $0.activeMatches = .yourTurn
    }

    await task.cancel()
    await store.finish()
  }

  @Test func listeningStartsWithoutWaitingForAuthentication() async throws {
    let store = makeStore()

    let task = await store.send(.task)
    // Game Center's authentication has not been answered yet.
    events.continuation.yield(.turnBasedMatchReceivedTurn(matchID: "match-1"))
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.success(.blob))) {
      $0.weekInReview = .blob
    }
    await store.receive(.activeMatchesResponse(.success(.waiting)))

    await task.cancel()
    await store.finish()
  }

  @Test func turnBasedEventsReloadTheMatchesAndChallengesDoNot() async throws {
    let matches = LockIsolated<[TurnBasedMatch]>(.waiting)
    let store = makeStore(matches: matches)

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.success(.blob))) {
      $0.weekInReview = .blob
    }
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    events.continuation.yield(.challengeReceived(from: "Blob Sr."))
    matches.setValue(.yourTurn)
    events.continuation.yield(.turnBasedMatchReceivedTurn(matchID: "match-1"))
    await store.receive(.activeMatchesResponse(.success(.yourTurn))) {
      $0.activeMatches = .yourTurn
    }

    matches.setValue([])
    events.continuation.yield(.turnBasedMatchEnded(matchID: "match-1"))
    await store.receive(.activeMatchesResponse(.success([]))) {
      $0.activeMatches = []
    }

    await task.cancel()
    await store.finish()
  }

  @Test func aFailedLoadLeavesItsPartEmpty() async throws {
    let store = makeStore {
      $0.serverClient.weekInReview = { throw ServerDown() }
    }

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    await store.receive(.serverConfigResponse(.success(.current))) {
      $0.serverConfig = .current
    }
    await store.receive(.dailyChallengeResponse(.success(.today))) {
      $0.dailyChallenges = .today
    }
    await store.receive(.weekInReviewResponse(.failure(ServerDown())))
    await store.receive(.activeMatchesResponse(.success(.waiting))) {
      $0.activeMatches = .waiting
    }

    await task.cancel()
    await store.finish()
  }

  @Test func aPlayerWhoBoughtTheFullGameSeesNoUpgradeBanner() async throws {
    let purchaser = CurrentPlayer(id: "player-1", displayName: "blob", hasPurchasedFullGame: true)
    let store = makeStore {
      $0.serverClient.authenticate = { _ in purchaser }
    }

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(purchaser)) {
      $0.currentPlayer = purchaser
    }
    await receiveTheLoads(store)

    await task.cancel()
    await store.finish()
  }

  @Test func cancellingTheTaskStopsListening() async throws {
    let listenerEnded = LockIsolated(false)
    events.continuation.onTermination = { _ in listenerEnded.setValue(true) }
    let store = makeStore()

    let task = await store.send(.task)
    try await store.expect(\.GameCenter.authenticate, return: ())
    await store.receive(.authenticationResponse(.blob)) {
      $0.currentPlayer = .blob
      $0.isUpgradeBannerVisible = true
    }
    await receiveTheLoads(store)
    #expect(!listenerEnded.value)

    await task.cancel()
    #expect(listenerEnded.value)
    events.continuation.yield(.turnBasedMatchReceivedTurn(matchID: "match-1"))
    await store.finish()
  }

  /// Receives the four loads that follow the server's sign-in, as `makeStore` answers them.
  private func receiveTheLoads(
    _ store: TestStoreOf<Home>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    func receive(_ action: Home.Action, _ update: @escaping (inout Home.State) -> Void) async {
      await store.receive(
        action, assert: update, fileID: fileID, file: filePath, line: line, column: column
      )
    }
    await receive(.serverConfigResponse(.success(.current))) { $0.serverConfig = .current }
    await receive(.dailyChallengeResponse(.success(.today))) { $0.dailyChallenges = .today }
    await receive(.weekInReviewResponse(.success(.blob))) { $0.weekInReview = .blob }
    await receive(.activeMatchesResponse(.success(.waiting))) { $0.activeMatches = .waiting }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import GameOver
import Testing

/// The game over screen's `.task` effect: the seed's sequence (maybe close, play the sounds in
/// order, then submit the score, enable the screen, decide on the upgrade interstitial and fetch
/// the notification settings in parallel), with the audio effects answered just in time.
@MainActor
@Suite struct GameOverTaskTests {
  let clock = TestClock()

  @Test func aGameWithoutPointsClosesAtOnce() async {
    let store = TestStore(initialState: GameOver.State(completedGame: .pointless)) {
      GameOver()
    }

    await store.send(.task)
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func aScoredGameIsSubmittedToTheLeaderboardsAndItsRanksShown() async throws {
    let submitted = LockIsolated<[CompletedGame]>([])
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { game in
        submitted.withValue { $0.append(game) }
        return .scored
      }
      $0.playerClient = .inMemory(isFullGamePurchased: false, playedGamesCount: 2)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )
    #expect(submitted.value == [.scored])

    await clock.advance(by: .seconds(2))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func aDemoGameIsRankedByTheDemoEndpointEvenWithoutPoints() async throws {
    let submitted = LockIsolated<[CompletedGame]>([])
    let store = TestStore(initialState: GameOver.State(completedGame: .pointless, isDemo: true)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitDemoGame = { game in
        submitted.withValue { $0.append(game) }
        return .demo
      }
      $0.userNotifications.getNotificationSettings = { .notDetermined }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.notDetermined), { $0.userNotificationSettings = .notDetermined },
      .submitGameResponse(.success(.demo)), { $0.summary = .demo }
    )
    #expect(submitted.value == [.pointless])

    // The App Clip sells nothing: the player client is never asked (it would fail the test).
    await clock.advance(by: .seconds(2))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func theScreenIsEnabledTwoSecondsAfterItAppears() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      $0.playerClient = .inMemory(isFullGamePurchased: true, playedGamesCount: 6)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )

    await clock.advance(by: .milliseconds(1_999))
    // Frantic taps from the end of the game land on a disabled screen.
    await store.send(.closeButtonTapped)

    await clock.advance(by: .milliseconds(1))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.send(.closeButtonTapped)
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func theUpgradeInterstitialShowsAfterASecondWhenDue() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      $0.playerClient = .inMemory(isFullGamePurchased: false, playedGamesCount: 6)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )

    await clock.advance(by: .milliseconds(999))
    #expect(!store.state.isUpgradeInterstitialPresented)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.delayedShowUpgradeInterstitial) {
      $0.isUpgradeInterstitialPresented = true
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()

    await store.send(.upgradeInterstitialDismissed) {
      $0.isUpgradeInterstitialPresented = false
    }
  }

  @Test func theUpgradeInterstitialIsNotShownOnceTheFullGameIsPurchased() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      // The game count is not even read: asking for it would fail the test.
      $0.playerClient.isFullGamePurchased = { true }
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )

    await clock.advance(by: .seconds(2))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func theUpgradeInterstitialIsNotShownBetweenTriggers() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver(
        upgradeInterstitialRule: UpgradeInterstitialRule(playedGamesTriggerCount: 6, triggerEvery: 3)
      )
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      $0.playerClient = .inMemory(isFullGamePurchased: false, playedGamesCount: 7)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )

    await clock.advance(by: .seconds(2))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func aFailedSubmissionLeavesTheSummaryEmptyAndTheRestGoesOn() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in throw ServerDown() }
      $0.playerClient = .inMemory(isFullGamePurchased: false, playedGamesCount: 6)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.failure(ServerDown())), { _ in }
    )

    await clock.advance(by: .seconds(1))
    await store.receive(.delayedShowUpgradeInterstitial) {
      $0.isUpgradeInterstitialPresented = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func theTransitionSoundPlaysBeforeTheMusicLoops() async throws {
    let played = LockIsolated<[String]>([])
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      $0.playerClient = .inMemory(isFullGamePurchased: true, playedGamesCount: 6)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    // An audio engine around the store, recording what it is asked to play: `yield` passes
    // each effect on to it.
    await with {
      Audio.Play { sound in played.withValue { $0.append("play \(sound)") } }
      Audio.Loop { sound in played.withValue { $0.append("loop \(sound)") } }
    } perform: {
      _ = await store.send(.task)
    }
    #expect(played.value == [])
    try await store.yield()
    #expect(played.value == ["play transitionIn"])
    try await store.yield()
    #expect(played.value == ["play transitionIn", "loop gameOverMusicLoop"])

    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )
    await clock.advance(by: .seconds(2))
    await store.receive(.delayedOnAppear) {
      $0.isViewEnabled = true
    }
    await store.finish()
  }

  @Test func leavingTheScreenCancelsWhatIsLeftOfTheEffect() async throws {
    let store = TestStore(initialState: GameOver.State(completedGame: .scored)) {
      GameOver()
    } withDependencies: {
      $0.continuousClock = clock
      $0.leaderboardClient.submitGame = { _ in .scored }
      $0.playerClient = .inMemory(isFullGamePurchased: false, playedGamesCount: 6)
      $0.userNotifications.getNotificationSettings = { .authorized }
    }

    let task = await store.send(.task)
    try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
    try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
    await store.receiveTheParallelResponses(
      .userNotificationSettingsResponse(.authorized), { $0.userNotificationSettings = .authorized },
      .submitGameResponse(.success(.scored)), { $0.summary = .scored }
    )

    await task.cancel()
    // Neither the interstitial nor the enabling arrives any more.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}

extension TestStore where State == GameOver.State, Action == GameOver.Action {
  /// Receives the responses of two of the screen's parallel jobs, reading the notification
  /// settings and submitting the score, in whichever order they arrive, and asserts what each
  /// changed.
  ///
  /// They are siblings in one task group: which sends first depends on how many times each
  /// suspends on the way, and an optimized build inlines some of those suspensions away, so the
  /// order differs between debug and release builds. Everything before and after them is
  /// still asserted exhaustively.
  func receiveTheParallelResponses(
    _ first: Action, _ updateFirst: @escaping (inout State) -> Void,
    _ second: Action, _ updateSecond: @escaping (inout State) -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    exhaustivity = .off
    defer { exhaustivity = .on }
    // Takes `first`, skipping `second` if it came before.
    await receive(
      first, assert: { updateFirst(&$0) },
      fileID: fileID, file: filePath, line: line, column: column
    )
    // Takes `second` if it came after.
    await skipReceivedActions(strict: false)
    assert(
      {
        updateFirst(&$0)
        updateSecond(&$0)
      },
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

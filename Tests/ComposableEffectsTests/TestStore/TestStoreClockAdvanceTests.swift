import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A `TestClock` advanced past several ticks of an effect's timer delivers every tick: each
/// tick's effect runs, and reaches its next sleep, before the clock looks for the next sleep to
/// wake. The advance runs on another thread than the effects (which run on the main actor),
/// so the executor must run an effect it resumes before the advance goes on; otherwise the
/// second tick is lost whenever the main thread is slow to come (a loaded machine).
///
/// TCA's `IfLetReducerTests.testEffectCancellation`, repeated: one run in two lost its
/// second tick before the fix.
///
/// Advanced on the main actor, each sleep the advance wakes is drained there and then, before
/// the advance goes on: the effect reaches its next sleep first. Advanced off the main actor,
/// the advance's thread waits at each wake until the main actor has run the effect to its next
/// sleep. Either way every tick is in before the advance returns.
@MainActor
@Suite struct TestStoreClockAdvanceTests {
  @Reducer
  struct Timer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case timerButtonTapped, timerTick }
    @Dependency(\.continuousClock) var clock

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .timerButtonTapped:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
        case .timerTick:
          state.count += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child: Timer.State? }
    enum Action: Equatable { case child(Timer.Action), childButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          return .none
        case .childButtonTapped:
          state.child = state.child == nil ? Timer.State() : nil
          return .none
        }
      }
      .ifLet(\.child, action: \.child) { Timer() }
    }
  }

  @Test(arguments: 0..<30)
  func anAdvancePastTwoTicksDeliversBoth(run: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.childButtonTapped) { $0.child = Timer.State() }
    await store.send(.child(.timerButtonTapped))
    await clock.advance(by: .seconds(2))
    await store.receive(.child(.timerTick)) { $0.child?.count = 1 }
    await store.receive(.child(.timerTick)) { $0.child?.count = 2 }
    await store.send(.childButtonTapped) { $0.child = nil }
  }

  @Test(arguments: 0..<30)
  func anAdvancePastTwoTicksOfARootTimerDeliversBoth(run: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerButtonTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTick) { $0.count = 1 }
    await store.receive(.timerTick) { $0.count = 2 }
    await task.cancel()
  }

  /// TCA's `TimersTests.testStart`: one advance past five ticks of a timer that skips the
  /// ticks it wakes late for. Before each wake was drained inline, several of the 40 runs
  /// lost ticks in about one full run of three, on an idle machine too.
  @Test(arguments: 0..<40)
  func anAdvanceOnTheMainActorPastFiveTicksOfASkippingTimerDeliversEach(run: Int) async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerButtonTapped)
    await clock.advance(by: .seconds(5))
    for count in 1...5 {
      await store.receive(.timerTick) { $0.count = count }
    }
    await task.cancel()
  }

  @Test(arguments: 0..<30)
  nonisolated func anAdvanceOffTheMainActorDeliversEveryTickBeforeItReturns(run: Int) async {
    let clock = TestClock()
    let store = await TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.timerButtonTapped)
    await clock.advance(by: .seconds(3))
    await MainActor.run { store.exhaustivity = .off }
    // Skipping waits on nothing and wakes no sleep: the ticks are there, or they are not.
    await store.skipReceivedActions(strict: false)
    #expect(await store.state.count == 3)
    await timer.cancel()
  }
}



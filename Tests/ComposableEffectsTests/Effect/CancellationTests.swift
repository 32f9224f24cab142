import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum TimerID {}

private struct Feature: Reducer {
  struct State: Equatable {
    var started = 0
    var finished = 0
    var ticks = 0
    var log: [String] = []
  }

  enum ID: Hashable, Sendable { case work }

  enum Action: Equatable {
    case start(cancelInFlight: Bool)
    case cancel
    case cancelFromEffect
    case startWithTimer
    case cancelTimer
    case started
    case finished
    case tick
    case log(String)
  }

  let clock: TestClock<Duration>
  /// The ticks of the timer that `startWithTimer` wraps in `withTaskCancellation`: the test
  /// sends them, so that it says how many there are. (`withTaskCancellation` runs its operation
  /// in a task of its own, which under a test store runs on the store's executor, as the store's
  /// effects do.)
  let ticks: AsyncStream<Void>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let cancelInFlight):
      return .run { [clock] send in
        await send(.started)
        try await clock.sleep(for: .seconds(1))
        await send(.finished)
      }
      .cancellable(id: ID.work, cancelInFlight: cancelInFlight)
    case .cancel:
      return .cancel(id: ID.work)
    case .cancelFromEffect:
      return .run { _ in Task.cancel(id: ID.work) }
    case .startWithTimer:
      return .run { [clock, ticks] send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask {
            await withTaskCancellation(id: TimerID.self) {
              for await _ in ticks {
                await send(.tick)
              }
            }
            await send(.log("timer ended"))
          }
          group.addTask {
            try? await clock.sleep(for: .seconds(5))
            await send(.log("rest ran on"))
          }
        }
      }
    case .cancelTimer:
      return .cancel(id: TimerID.self)
    case .started:
      state.started += 1
      return .none
    case .finished:
      state.finished += 1
      return .none
    case .tick:
      state.ticks += 1
      return .none
    case .log(let entry):
      state.log.append(entry)
      return .none
    }
  }
}

@MainActor
@Suite struct CancellationTests {
  let clock = TestClock()
  let ticks = AsyncStream<Void>.makeStream()

  fileprivate func makeStore() -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) { Feature(clock: clock, ticks: ticks.stream) }
  }

  @Test func cancelStopsTheEffectsWithTheID() async {
    let store = makeStore()

    let task = await store.send(.start(cancelInFlight: false))
    await store.receive(.started) {
      $0.started = 1
    }
    await store.send(.cancel)
    await task.finish()
    #expect(task.isCancelled)

    // A running effect would finish now, and the test store would fail on its action.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func cancelInFlightCancelsThePreviousEffect() async {
    let store = makeStore()

    let first = await store.send(.start(cancelInFlight: true))
    await store.receive(.started) {
      $0.started = 1
    }
    let second = await store.send(.start(cancelInFlight: true))
    #expect(first.isCancelled)
    await first.finish()
    await store.receive(.started) {
      $0.started = 2
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.finished) {
      $0.finished = 1
    }
    await second.finish()
    #expect(!second.isCancelled)
    await store.finish()
  }

  @Test func withoutCancelInFlightBothEffectsRun() async {
    let store = makeStore()

    let first = await store.send(.start(cancelInFlight: false))
    await store.receive(.started) {
      $0.started = 1
    }
    let second = await store.send(.start(cancelInFlight: false))
    await store.receive(.started) {
      $0.started = 2
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.finished) {
      $0.finished = 1
    }
    await store.receive(.finished) {
      $0.finished = 2
    }
    await first.finish()
    await second.finish()
    #expect(!first.isCancelled)
    #expect(!second.isCancelled)
    await store.finish()
  }

  @Test func taskCancelByIDWorksFromInsideAnEffect() async {
    let store = makeStore()

    let task = await store.send(.start(cancelInFlight: false))
    await store.receive(.started) {
      $0.started = 1
    }
    await store.send(.cancelFromEffect).finish()
    await task.finish()
    #expect(task.isCancelled)

    // A running effect would finish now, and the test store would fail on its action.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func withTaskCancellationCancelsOnlyTheWrappedPart() async {
    let store = makeStore()

    let task = await store.send(.startWithTimer)
    ticks.continuation.yield()
    await store.receive(.tick) {
      $0.ticks = 1
    }

    await store.send(.cancelTimer)
    await store.receive(.log("timer ended")) {
      $0.log = ["timer ended"]
    }

    // The rest of the effect runs on, until its own end.
    await clock.advance(by: .seconds(5))
    await store.receive(.log("rest ran on")) {
      $0.log = ["timer ended", "rest ran on"]
    }
    await task.finish()
    #expect(!task.isCancelled)
    await store.finish()
  }

  @Test func withTaskCancellationReturnsTheValueAndRethrows() async throws {
    let value = await withTaskCancellation(id: "value") { 42 }
    #expect(value == 42)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await withTaskCancellation(id: "throws") { () async throws -> Int in throw Failure() }
    }
  }

  @Test func taskCancelByIDReachesWorkOutsideAStoreInTheSameTest() async {
    let (started, start) = AsyncStream<Void>.makeStream()
    let (release, finishRelease) = AsyncStream<Void>.makeStream()
    async let wasCancelled = withTaskCancellation(id: "shared") {
      start.yield()
      for await _ in release {}
      return Task.isCancelled
    }
    for await _ in started { break }

    Task.cancel(id: "shared")
    finishRelease.finish()

    #expect(await wasCancelled)
  }

  @Test func testsSideBySideNeverCancelEachOthersWorkOutsideAStore() async {
    // Two tests' dependencies, as swift-dependencies' `.dependencies` trait keeps the tests that
    // run in parallel apart: each scope starts from fresh values, so has a registry of its own.
    let (started, start) = AsyncStream<Void>.makeStream()
    let (release, finishRelease) = AsyncStream<Void>.makeStream()
    async let wasCancelled = withDependencies { $0 = DependencyValues() } operation: {
      await withTaskCancellation(id: "shared") {
        start.yield()
        for await _ in release {}
        return Task.isCancelled
      }
    }
    for await _ in started { break }

    withDependencies { $0 = DependencyValues() } operation: {
      Task.cancel(id: "shared")
    }
    finishRelease.finish()

    #expect(await wasCancelled == false)
  }
}

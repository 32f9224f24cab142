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
      return .run { [clock] send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask {
            await withTaskCancellation(id: TimerID.self) {
              for await _ in clock.timer(interval: .seconds(1)) {
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

  @Test func cancelStopsTheEffectsWithTheID() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let task = store.send(.start(cancelInFlight: false))
    await eventually { store.started == 1 }
    store.send(.cancel)
    await task.finish()
    await clock.run()
    #expect(store.finished == 0)
    #expect(task.isCancelled)
  }

  @Test func cancelInFlightCancelsThePreviousEffect() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let first = store.send(.start(cancelInFlight: true))
    await eventually { store.started == 1 }
    let second = store.send(.start(cancelInFlight: true))
    #expect(first.isCancelled)
    await first.finish()
    await eventually(advancing: clock, by: .seconds(1)) { store.finished == 1 }
    await second.finish()
    #expect(store.started == 2)
    #expect(store.finished == 1)
  }

  @Test func withoutCancelInFlightBothEffectsRun() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let first = store.send(.start(cancelInFlight: false))
    let second = store.send(.start(cancelInFlight: false))
    await eventually(advancing: clock, by: .seconds(1)) { store.finished == 2 }
    await first.finish()
    await second.finish()
    #expect(store.finished == 2)
  }

  @Test func taskCancelByIDWorksFromInsideAnEffect() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let task = store.send(.start(cancelInFlight: false))
    await eventually { store.started == 1 }
    await store.send(.cancelFromEffect).finish()
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.finished == 0)
  }

  @Test func withTaskCancellationCancelsOnlyTheWrappedPart() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let task = store.send(.startWithTimer)
    await eventually(advancing: clock, by: .seconds(1)) { store.ticks >= 1 }
    store.send(.cancelTimer)
    await eventually { store.log == ["timer ended"] }
    let ticks = store.ticks
    await eventually(advancing: clock, by: .seconds(1)) { store.log.count == 2 }
    await task.finish()
    #expect(store.ticks == ticks)
    #expect(store.log == ["timer ended", "rest ran on"])
    #expect(!task.isCancelled)
  }

  @Test func withTaskCancellationReturnsTheValueAndRethrows() async throws {
    let value = await withTaskCancellation(id: "value") { 42 }
    #expect(value == 42)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await withTaskCancellation(id: "throws") { () async throws -> Int in throw Failure() }
    }
  }
}

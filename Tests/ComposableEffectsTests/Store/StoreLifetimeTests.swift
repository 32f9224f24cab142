import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum LongLivingID: Hashable { case id }

/// Starts an effect that runs until cancelled, and records that it ended.
private struct LongLiving: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable { case start, startCancellable, cancel, tick }

  let ended: LockIsolated<Int>
  /// Where the cancellable effect tells it has sent its tick, for the test to await.
  var ticked: AsyncStream<Void>.Continuation?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [ended] _ in
        defer { ended.withValue { $0 += 1 } }
        try await Task.never()
      }
    case .startCancellable:
      return .run { [ended, ticked] send in
        defer { ended.withValue { $0 += 1 } }
        await send(.tick)
        ticked?.yield()
        try await Task.never()
      }
      .cancellable(id: LongLivingID.id)
    case .cancel:
      return .cancel(id: LongLivingID.id)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

// A live store's `StoreTask.finish()` and the effects' signals wait with no deadline of
// their own: the time limit turns a regression that never ends them into a failure.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StoreLifetimeTests {
  @Test func releasingTheStoreCancelsItsEffects() async {
    let ended = LockIsolated(0)
    var store: StoreOf<LongLiving>? = Store(initialState: LongLiving.State()) {
      LongLiving(ended: ended)
    }
    weak let weakStore = store
    let task = store!.send(.start)
    let other = store!.send(.start)
    store = nil
    #expect(weakStore == nil, "A running effect must not keep its store alive.")
    await task.finish()
    await other.finish()
    #expect(task.isCancelled)
    #expect(ended.value == 2)
  }

  @Test func aRunningEffectNeverKeepsItsStoreAlive() async {
    let ended = LockIsolated(0)
    let ticked = AsyncStream<Void>.makeStream()
    var store: StoreOf<LongLiving>? = Store(initialState: LongLiving.State()) {
      LongLiving(ended: ended, ticked: ticked.continuation)
    }
    weak let weakStore = store
    let task = store!.send(.startCancellable)
    // The effect has sent its tick and is running.
    for await _ in ticked.stream.prefix(1) {}
    #expect(weakStore?.ticks == 1)
    store = nil
    #expect(weakStore == nil)
    await task.finish()
    #expect(ended.value == 1)
  }

  @Test func cancellationIDsArePrivateToOneRootStore() async {
    let endedA = LockIsolated(0)
    let endedB = LockIsolated(0)
    let ticked = AsyncStream<Void>.makeStream()
    let storeA = Store(initialState: LongLiving.State()) {
      LongLiving(ended: endedA, ticked: ticked.continuation)
    }
    let storeB = Store(initialState: LongLiving.State()) {
      LongLiving(ended: endedB, ticked: ticked.continuation)
    }
    let taskA = storeA.send(.startCancellable)
    let taskB = storeB.send(.startCancellable)
    // Both effects have sent their tick and are running.
    for await _ in ticked.stream.prefix(2) {}
    #expect(storeA.ticks == 1)
    #expect(storeB.ticks == 1)
    storeA.send(.cancel)
    await taskA.finish()
    #expect(endedA.value == 1)
    #expect(endedB.value == 0)
    #expect(!taskB.isCancelled)
    taskB.cancel()
    await taskB.finish()
    #expect(endedB.value == 1)
  }

  @Test func aStoreTaskCancelsItsEffects() async {
    let ended = LockIsolated(0)
    let store = Store(initialState: LongLiving.State()) { LongLiving(ended: ended) }
    let task = store.send(.start)
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(ended.value == 1)
  }

  @Test func cancellingTheTaskAwaitingFinishCancelsTheEffects() async {
    let ended = LockIsolated(0)
    let store = Store(initialState: LongLiving.State()) { LongLiving(ended: ended) }
    let storeTask = store.send(.start)
    let viewTask = Task { await storeTask.finish() }
    viewTask.cancel()
    await viewTask.value
    await storeTask.finish()
    #expect(storeTask.isCancelled)
    #expect(ended.value == 1)
  }

  @Test func anActionWithNoEffectReturnsAFinishedTask() async {
    let store = Store(initialState: LongLiving.State()) { LongLiving(ended: LockIsolated(0)) }
    let task = store.send(.tick)
    await task.finish()
    #expect(task.isCancelled, "A task with no effects counts as cancelled, as nothing runs.")
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// Many effects at once: nothing lost, order kept within each effect, everything cancelled.
private struct Stress: Reducer {
  struct State: Equatable {
    var received: [Int: [Int]] = [:]
    var started = 0
  }

  enum Action: Equatable {
    case start(effects: Int, actionsEach: Int)
    case startForever(count: Int)
    case value(effect: Int, index: Int)
    case started
    case cancelAll(count: Int)
  }

  enum ID: Hashable, Sendable { case effect(Int) }

  /// Where each effect of `startForever` tells it has sent `started`, for the test to await.
  var started: AsyncStream<Void>.Continuation?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let effects, let actionsEach):
      return .merge(
        (0..<effects).map { effect in
          .run { send in
            for index in 0..<actionsEach {
              await send(.value(effect: effect, index: index))
            }
          }
        }
      )
    case .startForever(let count):
      return .merge(
        (0..<count).map { effect in
          .run { [started] send in
            await send(.started)
            started?.yield()
            try await Task.never()
          }
          .cancellable(id: ID.effect(effect))
        }
      )
    case .value(let effect, let index):
      state.received[effect, default: []].append(index)
      return .none
    case .started:
      state.started += 1
      return .none
    case .cancelAll(let count):
      return .merge((0..<count).map { .cancel(id: ID.effect($0)) })
    }
  }
}

// A live store's `StoreTask.finish()` and the effects' signals wait with no deadline of
// their own: the time limit turns a regression that never ends them into a failure.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StoreStressTests {
  @Test func manyConcurrentEffectsLoseNoActionAndKeepTheirOrder() async {
    let store = Store(initialState: Stress.State()) { Stress() }
    await store.send(.start(effects: 100, actionsEach: 50)).finish()
    #expect(store.received.count == 100)
    for (_, indices) in store.received {
      #expect(indices == Array(0..<50))
    }
  }

  @Test func massCancellationEndsEveryEffect() async {
    let started = AsyncStream<Void>.makeStream()
    let store = Store(initialState: Stress.State()) { Stress(started: started.continuation) }
    let task = store.send(.startForever(count: 1_000))
    // Every effect has started and is running.
    for await _ in started.stream.prefix(1_000) {}
    #expect(store.started == 1_000)
    store.send(.cancelAll(count: 1_000))
    await task.finish()
    #expect(task.isCancelled)
  }

  @Test func aStoreReleasedWithEffectsInFlightCancelsThemAndIsFreed() async {
    let started = AsyncStream<Void>.makeStream()
    var store: StoreOf<Stress>? = Store(initialState: Stress.State()) {
      Stress(started: started.continuation)
    }
    weak let weakStore = store
    let task = store!.send(.startForever(count: 1_000))
    // Every effect has started and is running.
    for await _ in started.stream.prefix(1_000) {}
    #expect(weakStore?.started == 1_000)
    store = nil
    #expect(weakStore == nil)
    await task.finish()
    #expect(task.isCancelled)
  }
}

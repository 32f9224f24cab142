import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

/// A feature whose reducer calls back into the store that runs it, which it must not do.
private struct Reentrant: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case first, second }

  let store: LockIsolated<Store<State, Action>?>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    if action == .first {
      MainActor.assumeIsolated { _ = self.store.value?.send(.second) }
      state.log.append("after first")
    }
    return .none
  }
}

@MainActor
@Suite struct ReentrancyTests {
  @Test func aSendFromInsideTheReducerIsQueuedAndReported() {
    let holder = LockIsolated<Store<Reentrant.State, Reentrant.Action>?>(nil)
    let store = Store(initialState: Reentrant.State()) { Reentrant(store: holder) }
    holder.setValue(store)
    withKnownIssue {
      store.send(.first)
    } matching: {
      $0.description.contains("'Store.send' was called while the store was already processing")
        && $0.description.contains("Action.second")
        && $0.description.contains("re-entrantly is not supported")
    }
    #expect(store.log == ["first", "after first", "second"])
    holder.setValue(nil)
  }

  @Test func aSendFromAnObserverIsQueuedAndReported() {
    struct Feature: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case increment, fromObserver }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += action == .increment ? 1 : 100
        return .none
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated { _ = store.send(.fromObserver) }
    }
    withKnownIssue {
      store.send(.increment)
    } matching: {
      $0.description.contains("'Store.send' was called while the store was already processing")
        && $0.description.contains("Action.fromObserver")
    }
    #expect(store.count == 101)
  }
}

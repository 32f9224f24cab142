import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

// The README's shared-state example, as written there, in a feature, so that the README stays
// true.

private struct Stats: Codable, Equatable {
  var increments = 0
}

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(URL(fileURLWithPath: "stats.json"))) var stats = Stats()
    @Shared(.inMemory("count")) var count = 0
  }
  enum Action { case incrementButtonTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.$count.withLock { $0 += 1 }
      state.$stats.withLock { $0.increments += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct ReadmeSharedStateTests {
  @Test func aStepAssertsEverySharedValueItsActionChanged() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
      $0.$stats.withLock { $0.increments = 1 }
    }
  }

  @Test func anotherHolderOfTheKeySeesTheChangeAtOnce() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
      $0.$stats.withLock { $0.increments = 1 }
    }
    #expect(count == 1)
  }

  @Test func anUnassertedSharedChangeFailsTheStep() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 1 }
      }
    }
  }
}

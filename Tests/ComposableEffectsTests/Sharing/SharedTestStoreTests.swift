import ComposableEffects
import Testing

@Reducer
private struct SharedCounterFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action {
    case incrementButtonTapped
    case incrementInEffect
    case incrementLater
    case labelChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 1 }
        }
      case .incrementLater:
        return .send(.incrementButtonTapped)
      case .labelChanged(let label):
        state.label = label
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SharedTestStoreTests {
  @Test func aStepAssertsTheSharedValueItsActionChanged() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func anUnassertedSharedChangeFailsTheStepWithADiff() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      $0.description.contains("State was not expected to change")
        && $0.description.contains("−   count: 0")
        && $0.description.contains("+   count: 1")
    }
  }

  @Test func aTestMayAssertThroughItsOwnHandleOfTheSharedValue() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.incrementButtonTapped) { _ in
      $count.withLock { $0 = 1 }
    }
    #expect(count == 1)
  }

  @Test func aWrongSharedAssertionFailsTheStep() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 2 }
      }
    } matching: {
      $0.description.contains("−   count: 2") && $0.description.contains("+   count: 1")
    }
  }

  @Test func theAssertionChangesACopyNotTheSharedValue() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 10 }
      }
    }

    #expect(store.state.count == 1)
  }

  @Test func aChangeMadeByAnEffectIsAssertedAfterItsStep() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.incrementInEffect)
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aChangeMadeByAReceivedActionIsAssertedByItsReceive() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.incrementLater)
    await store.receive(\.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aChangeMadeByAnEffectFailsTheNextStepUnlessAsserted() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.incrementInEffect)
    await withKnownIssue {
      await store.send(.labelChanged("a")) { $0.label = "a" }
    } matching: {
      $0.description.contains("−   count: 0") && $0.description.contains("+   count: 1")
    }
  }

  @Test func aChangeMadeByAnEffectNeverAssertedFailsTheTest() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }
      await store.send(.incrementInEffect)
    } matching: {
      $0.description.contains("no step asserted the change: 0 → 1")
    }
  }

  @Test func aSharedChangeAloneIsAChange() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }

    await store.send(.labelChanged("a")) { $0.label = "a" }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func storeAssertChecksSharedValues() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }
    store.exhaustivity = .off

    await store.send(.incrementButtonTapped)
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped)
    withKnownIssue {
      store.assert {
        $0.$count.withLock { $0 = 5 }
      }
    }
  }

  @Test func aNonExhaustiveStoreLetsSharedChangesGoUnasserted() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }
    store.exhaustivity = .off

    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 9 }
      }
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// Stack element identifiers in tests, numbered as TCA numbers them: each test has one count,
/// shared by its code and its test stores, and assertions append with the identifiers the step
/// handed out.
@MainActor
@Suite struct StackElementIDsInTestsTests {
  @Test func anAppendInASendAssertionGetsTheIDTheReducerHandedOut() async {
    let store = TestStore(initialState: StackRoot.State()) { StackRoot() }

    await store.send(.detailButtonTapped) {
      $0.path.append(.detail(PresentedCounter.State()))
    }
    await store.send(.detailButtonTapped) {
      $0.path.append(.detail(PresentedCounter.State()))
    }

    #expect(Array(store.state.path.ids) == [0, 1])
  }

  @Test func anAppendOfTheWrongElementInASendAssertionFails() async {
    let store = TestStore(initialState: StackRoot.State()) { StackRoot() }

    await withKnownIssue {
      await store.send(.detailButtonTapped) {
        $0.path.append(.detail(PresentedCounter.State(count: 1)))
      }
    } matching: { issue in
      issue.description.contains("differs from the expected state")
    }
  }

  @Test func anAppendInAReceiveAssertionGetsTheIDAfterThoseHandedOutSoFar() async {
    let store = TestStore(initialState: StackPusher.State()) { StackPusher() }

    await store.send(.pushLaterButtonTapped("a"))
    // As in TCA: the reducer has handed out #0 already, so the assertion's append gets #1.
    await withKnownIssue {
      await store.receive(.pushed("a")) {
        $0.path.append("a")
      }
    } matching: { issue in
      issue.description.contains("differs from the expected state")
    }
    await store.send(.pushButtonTapped("b")) {
      $0.path[id: 1] = "b"
    }
  }

  @Test func anAssertionsAppendsLeaveTheStoresCountAlone() async {
    let store = TestStore(initialState: StackPusher.State()) { StackPusher() }
    store.exhaustivity = .off

    store.assert {
      $0.path.append("a")
      $0.path.removeAll()
    }
    await store.send(.pushButtonTapped("b")) {
      $0.path[id: 0] = "b"
    }
  }

  @Test func aStackBuiltInATestNumbersFromZero() {
    let stack = StackState(["a", "b"])

    #expect(Array(stack.ids) == [0, 1])
  }

  @Test func aStackBuiltInAnotherTestNumbersFromZeroToo() {
    let stack = StackState(["a", "b"])

    #expect(Array(stack.ids) == [0, 1])
  }

  @Test func aPushAfterAnInitialStateOfTwoElementsIsTwo() async {
    let store = TestStore(initialState: StackPusher.State(path: StackState(["a", "b"]))) {
      StackPusher()
    }

    await store.send(.pushButtonTapped("c")) {
      $0.path[id: 2] = "c"
    }
    #expect(Array(store.state.path.ids) == [0, 1, 2])
  }

  @Test func theTestAndItsStoreShareOneCount() async {
    let path = StackState(["a"])
    let store = TestStore(initialState: StackPusher.State(path: path)) { StackPusher() }

    await store.send(.pushButtonTapped("b")) {
      $0.path[id: 1] = "b"
    }
    #expect(Array(StackState(["c"]).ids) == [2])
  }

  @Test func aStoreNeverHandsOutAnIDAlreadyInItsInitialState() async {
    var path = StackState<String>()
    path[id: 4] = "a"
    let store = TestStore(initialState: StackPusher.State(path: path)) { StackPusher() }

    await store.send(.pushButtonTapped("b")) {
      $0.path[id: 5] = "b"
    }
  }

  @Test func aLiveStoreNeverHandsOutAnIDAlreadyInItsInitialState() {
    var path = StackState<String>()
    path[id: 0] = "a"
    let store = Store(initialState: StackPusher.State(path: path)) { StackPusher() }

    store.send(.pushButtonTapped("b"))

    #expect(Array(store.state.path.ids) == [0, 1])
  }

  @Test func aLiveStoreStartsPastTheIDsOfAStackBuiltBeforeIt() {
    var path = StackState(["a", "b", "c"])
    path.removeFirst(2)
    let store = Store(initialState: StackPusher.State(path: path)) { StackPusher() }

    store.send(.pushButtonTapped("d"))

    // Counting from 0 on its own, the store would have given "d" #0.
    #expect(Array(store.state.path.ids) == [2, 3])
  }

  @Test func aLiveStoreWhoseFeatureHasNoStackNeverLooksThroughItsState() {
    let reflections = LockIsolated(0)
    let store = Store(initialState: ReflectionCounting(reflections: reflections)) {
      Reduce<ReflectionCounting, Void> { state, _ in
        state.count += 1
        return .none
      }
    }

    store.send(())

    #expect(store.state.count == 1)
    #expect(reflections.value == 0)
  }
}

/// A state that counts how often it is looked through with `Mirror`.
private struct ReflectionCounting: CustomReflectable {
  var count = 0
  let reflections: LockIsolated<Int>

  var customMirror: Mirror {
    self.reflections.withValue { $0 += 1 }
    return Mirror(self, children: ["count": self.count])
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

enum Numbers {
  /// The next number; by default 7.
  @Effect
  nonisolated(nonsending) static func next() async -> Int {
    7
  }

  /// Another effect, never performed by the feature below.
  @Effect
  nonisolated(nonsending) static func reset() async {}
}

@Reducer
struct SemanticsFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var log: [String] = []
    var stamp: Date?
  }

  enum Action: Equatable {
    case increment
    case set(Int)
    case fetch
    case perform
    case response(Int)
    case sequence
    case logged(String)
    case stamp
    case spawn
  }

  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .set(let count):
        state.count = count
        return .none
      case .fetch:
        return .run { send in await send(.response(42)) }
      case .perform:
        return .run { send in await send(.response(await Numbers.next())) }
      case .response(let count):
        state.count = count
        return .none
      case .sequence:
        return .merge(
          .concatenate(.send(.logged("first")), .send(.logged("second"))),
          .run { send in await send(.logged("from the run")) },
          .send(.logged("third"))
        )
      case .logged(let line):
        state.log.append(line)
        return .none
      case .stamp:
        state.stamp = now
        return .none
      case .spawn:
        return .run { [clock] send in
          let (lines, continuation) = AsyncStream.makeStream(of: String.self)
          Task.effect {
            try? await clock.sleep(for: .seconds(1))
            continuation.yield("from the task")
            continuation.finish()
          }
          for await line in lines {
            await send(.logged(line))
          }
        }
      }
    }
  }
}

/// TCA's test store semantics, each in one test.
@MainActor
@Suite struct TestStoreSemanticsTests {
  @Test func theStateIsTheLastAssertedOneUntilTheTestReceives() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    await store.send(.fetch)
    // The effect has sent `.response(42)` already; the test has not received it.
    #expect(store.state.count == 0)
    await store.receive(.response(42)) { $0.count = 42 }
    #expect(store.state.count == 42)
  }

  @Test func skippingReceivedActionsShowsWhatTheyChanged() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    await store.send(.fetch)
    await store.skipReceivedActions()
    #expect(store.state.count == 42)
  }

  @Test func actionsAreSentByCaseKeyPath() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    await store.send(\.increment) { $0.count = 1 }
    await store.send(\.set, 5) { $0.count = 5 }
  }

  @Test func assertChecksTheCurrentStateWithoutSendingAnything() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.exhaustivity = .off
    await store.send(.increment)
    store.assert { $0.count = 1 }
  }

  @Test func aFailedAssertNamesTheDifference() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.exhaustivity = .off
    await store.send(.increment)
    withKnownIssue {
      store.assert { $0.count = 2 }
    } matching: {
      $0.comments.first?.rawValue.contains(
        "The state after asserting the state differs from the expected state"
      ) == true
    }
  }

  @Test func assertionClosuresReadTheStoresDependencies() async {
    let store = TestStore(initialState: SemanticsFeature.State()) {
      SemanticsFeature()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamp = now
    }
  }

  @Test func synchronousPartsOfCombinedEffectsRunWithinTheSend() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    await store.send(.sequence)
    await store.receive(.logged("first")) { $0.log = ["first"] }
    await store.receive(.logged("second")) { $0.log = ["first", "second"] }
    await store.receive(.logged("third")) { $0.log = ["first", "second", "third"] }
    await store.receive(.logged("from the run")) {
      $0.log = ["first", "second", "third", "from the run"]
    }
  }

  @Test func synchronousPartsOfCombinedEffectsRunWithinTheSendOfALiveStore() async {
    let store = Store(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    let task = store.send(.sequence)
    // `send` has returned: the `.send`s ran in it, before anything of the `.run`.
    #expect(store.log == ["first", "second", "third"])
    await task.finish()
    #expect(store.log == ["first", "second", "third", "from the run"])
  }

  @Test func aTaskEffectStartedByAnEffectRunsWithTheStoresEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: SemanticsFeature.State()) {
      SemanticsFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.spawn)
    // The task has reached its sleep: the advance wakes it.
    await clock.advance(by: .seconds(1))
    await store.receive(.logged("from the task")) { $0.log = ["from the task"] }
  }

  @Test func aNonExhaustiveStoreStillAnswersEffectsJustInTime() async throws {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.exhaustivity = .off
    await store.send(.perform)
    try await store.expect(Numbers.Next.self, return: 3)
    await store.receive(.response(3)) { $0.count = 3 }
  }

  @Test func anEffectANonExhaustiveStoreDoesNotAnswerFallsThroughToItsDefault() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.perform)
    await store.receive(.response(7)) { $0.count = 7 }
  }

  @Test func anEffectANonExhaustiveStoreDoesNotAnswerFallsThroughToTheHandlerAround() async {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.exhaustivity = .off
    await with {
      Numbers.Next { 11 }
    } perform: {
      await store.send(.perform)
      await store.receive(.response(11)) { $0.count = 11 }
    }
  }

  @Test func expectWaitsAtMostTheStoresTimeout() async throws {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.timeout = .milliseconds(50)
    await store.send(.increment) { $0.count = 1 }
    try await withKnownIssue {
      try await store.expect(Numbers.Next.self, return: 1)
    } matching: {
      $0.comments.first?.rawValue.contains("performed no effect within 0.05 seconds") == true
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aMismatchedEffectFailsAtOnceWhateverTheTimeout() async throws {
    let store = TestStore(initialState: SemanticsFeature.State()) { SemanticsFeature() }
    store.timeout = .seconds(600)
    let sendLine = #line + 1
    await store.send(.perform)
    try await withKnownIssue {
      try await store.expect(Numbers.Reset.self, return: ())
    } matching: {
      $0.comments.map(\.rawValue) == [
        """
        Unexpected effect: expected Numbers.reset, received Numbers.next(), performed by the \
        effect of SemanticsFeature.Action.perform \
        (ComposableEffectsTests/TestStoreSemanticsTests.swift:\(sendLine)).
        """
      ]
    }
    // The effect still waits for its answer, which the test then gives.
    try await store.expect(Numbers.Next.self, return: 11)
    await store.receive(.response(11)) { $0.count = 11 }
  }
}

/// A list for the assertion-closure tests below.
private struct Shelf: Reducer {
  struct State: Equatable { var items = ["a", "b", "c"] }
  enum Action: Equatable { case remove(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .remove(let index):
      state.items.remove(at: index)
      return .none
    }
  }
}

@MainActor
@Suite struct TestStoreAssertionClosureTests {
  @Test func anExhaustiveStoreRunsTheClosureOnceOnTheStateBeforeTheStep() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    let runs = LockIsolated(0)
    await store.send(.remove(1)) {
      runs.withValue { $0 += 1 }
      // Written against the state before the step, as TCA's tests are: it indexes past the end
      // of the state after it.
      $0.items = [$0.items[0], $0.items[2]]
    }
    #expect(runs.value == 1)
  }

  @Test func aNonExhaustiveStoreRunsItOnTheActualStateOnly() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    store.exhaustivity = .off
    let runs = LockIsolated(0)
    await store.send(.remove(0)) {
      runs.withValue { $0 += 1 }
      // Reads the step's result, as TCA's non-exhaustive tests do: it would fail on the state
      // before the step.
      #expect($0.items == ["b", "c"])
      $0.items.removeAll { $0 == "a" }
    }
    #expect(runs.value == 1)
  }

  @Test func aNonExhaustiveStoreShowingSkippedAssertionsAlsoRunsItOnTheStateBefore() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let runs = LockIsolated(0)
    await store.send(.remove(0)) {
      runs.withValue { $0 += 1 }
      $0.items.removeAll { $0 == "a" }
    }
    #expect(runs.value == 2)
  }
}

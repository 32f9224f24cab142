import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Observation
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case chain(Int)
    case log(String)
    case sendTwice
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .chain(let remaining):
      state.count += 1
      return remaining > 0 ? .send(.chain(remaining - 1)) : .none
    case .log(let entry):
      state.log.append(entry)
      return .none
    case .sendTwice:
      state.log.append("sendTwice")
      return .merge(.send(.log("first")), .send(.log("second")))
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable { var child = Counter.State() }
  @CasePathable enum Action: Equatable { case child(Counter.Action) }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

/// Counts the changes observers of `store.state` are told about, re-observing after each.
///
/// The observer holds the store weakly: the store's registrar holds the observer until the
/// next change, so a strong reference would keep both alive for good once the test ends.
@MainActor
private func countChanges(of store: StoreOf<Counter>, into changes: LockIsolated<Int>) {
  withObservationTracking {
    _ = store.state
  } onChange: { [weak store] in
    changes.withValue { $0 += 1 }
    MainActor.assumeIsolated {
      guard let store else { return }
      countChanges(of: store, into: changes)
    }
  }
}

@MainActor
@Suite struct StoreTests {
  @Test func sendRunsTheReducerAtOnce() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.count == 2)
    #expect(store.state == Counter.State(count: 2))
  }

  @Test func sentActionsAreProcessedFirstInFirstOut() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.sendTwice)
    #expect(store.log == ["sendTwice", "first", "second"])
  }

  @Test func aHundredThousandChainedSendsRunWithoutGrowingTheStack() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.chain(99_999))
    #expect(store.count == 100_000)
  }

  @Test func observersSeeOneChangePerSend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = LockIsolated(0)
    countChanges(of: store, into: changes)
    store.send(.chain(9))
    #expect(store.count == 10)
    #expect(changes.value == 1)
    store.send(.increment)
    #expect(changes.value == 2)
  }

  @Test func aScopedStoreReadsAndSendsThroughItsParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.child.count == 1)
  }

  @Test func aScopedStoreKeepsItsRootAlive() {
    let child = Store(initialState: Parent.State()) { Parent() }
      .scope(state: \.child, action: \.child)
    child.send(.increment)
    #expect(child.count == 1)
  }

  @Test func theReducerAndStateAreBuiltWithTheStoresDependencies() {
    struct Feature: Reducer {
      struct State: Equatable { var date: Date? }
      enum Action { case stamp }
      @Dependency(\.date.now) var now
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.date = self.now
        return .none
      }
    }
    let fixed = Date(timeIntervalSince1970: 1_234)
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.date = .constant(fixed)
    }
    store.send(.stamp)
    #expect(store.date == fixed)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum StepKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  /// How much a tap adds, for reducers whose `body` reads it.
  fileprivate var step: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

/// A feature whose `body` reads a dependency when it is built, and counts its builds.
private struct Tally: Reducer {
  struct State: Equatable { var total = 0 }
  enum Action: Equatable { case tap }

  let builds: LockIsolated<Int>
  @Dependency(\.step) var step

  var body: some Reducer<State, Action> {
    let _ = builds.withValue { $0 += 1 }
    if step == 10 {
      Reduce { state, _ in
        state.total += 10
        return .none
      }
    } else {
      Reduce { state, _ in
        state.total += 1
        return .none
      }
    }
  }
}

/// A feature that reads the dependency when it runs.
private struct Stepper: Reducer {
  struct State: Equatable { var total = 0 }
  enum Action: Equatable { case tap }

  @Dependency(\.step) var step

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.total += step
      return .none
    }
  }
}

@MainActor
@Suite struct ResolvedReducerTests {
  @Test func aStoreBuildsItsReducersBodyOnce() {
    let builds = LockIsolated(0)
    let store = Store(initialState: Tally.State()) { Tally(builds: builds) }
    store.send(.tap)
    store.send(.tap)
    store.send(.tap)
    #expect(store.total == 3)
    #expect(builds.value == 1)
  }

  @Test func aTestStoreBuildsItsReducersBodyOnce() async {
    let builds = LockIsolated(0)
    let store = TestStore(initialState: Tally.State()) { Tally(builds: builds) }
    await store.send(.tap) { $0.total = 1 }
    await store.send(.tap) { $0.total = 2 }
    #expect(builds.value == 1)
  }

  @Test func aBodyReadsTheStoresDependencies() {
    let store = Store(initialState: Tally.State()) {
      Tally(builds: LockIsolated(0))
    } withDependencies: {
      $0.step = 10
    }
    store.send(.tap)
    #expect(store.total == 10)
  }

  @Test func aBodyReadsTheDependenciesItsModifierSets() {
    let store = Store(initialState: Tally.State()) {
      Tally(builds: LockIsolated(0)).dependency(\.step, 10)
    }
    store.send(.tap)
    #expect(store.total == 10)
  }

  @Test func aTestStoresBodyReadsItsDependencies() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally(builds: LockIsolated(0))
    } withDependencies: {
      $0.step = 10
    }
    await store.send(.tap) { $0.total = 10 }
  }

  @Test func aReducerReadsDependenciesWhenItRunsNotWhenItIsBuilt() async {
    let store = TestStore(initialState: Stepper.State()) { Stepper() }
    await store.send(.tap) { $0.total = 1 }
    store.dependencies.step = 5
    await store.send(.tap) { $0.total = 6 }
  }
}

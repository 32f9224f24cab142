import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// A send runs its reducer with the store's dependencies, whatever dependencies are bound where it
// is made: a send that skipped binding them when they seem bound already (as one from the store's
// own effects usually is) must not keep bound dependencies that are not the store's.

/// Records the greeting in force when `greet` is reduced; `greetLater` sends `greet` from an
/// effect, after `delay` on the continuous clock when there is one.
private struct Greeter: Reducer {
  struct State: Equatable {
    var greetings: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case greet
    case greetLater
  }

  var delay: Duration?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      @Dependency(\.greeting) var greeting
      state.greetings.append(greeting)
      return .none
    case .greetLater:
      @Dependency(\.continuousClock) var clock
      return .run { [delay] send in
        if let delay {
          try await clock.sleep(for: delay)
        }
        await send(.greet)
      }
    }
  }
}

/// Starts `greetLater`'s effect from inside a reducer whose greeting is changed, so that the
/// effect runs, and sends, with other dependencies than the store's.
private struct StarterWithItsOwnGreeting: Reducer {
  typealias State = Greeter.State
  typealias Action = Greeter.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard action == .greetLater else { return .none }
    return .run { send in await send(.greet) }
  }
}

@MainActor
@Suite struct SendDependenciesTests {
  @Test func aSendFromAnEffectSeesTheStoresDependencies() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting = "store"
    }

    await store.send(.greetLater).finish()

    #expect(store.state.greetings == ["store"])
  }

  @Test func aSendFromAnEffectThatChangedItsDependenciesSeesTheStoresDependencies() async {
    let store = Store(initialState: Greeter.State()) {
      StarterWithItsOwnGreeting().dependency(\.greeting, "starter")
      Reduce<Greeter.State, Greeter.Action> { state, action in
        guard action == .greet else { return .none }
        @Dependency(\.greeting) var greeting
        state.greetings.append(greeting)
        return .none
      }
    } withDependencies: {
      $0.greeting = "store"
    }

    await store.send(.greetLater).finish()

    #expect(store.state.greetings == ["store"])
  }

  @Test func aSendFromAViewWithOtherDependenciesBoundSeesTheStoresDependencies() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting = "store"
    }

    withDependencies {
      $0.greeting = "view"
    } operation: {
      store.send(.greet)
    }

    #expect(store.state.greetings == ["store"])
  }

  @Test func aSendFromAnEffectSeesTheTestStoresDependencies() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting = "test store"
    }

    await store.send(.greetLater)
    await store.receive(.greet) { $0.greetings = ["test store"] }
  }

  @Test func aSendFromAnEffectStartedBeforeTheTestStoresDependenciesChangedSeesTheNewOnes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Greeter.State()) {
      Greeter(delay: .seconds(1))
    } withDependencies: {
      $0.greeting = "before"
      $0.continuousClock = clock
    }
    await store.send(.greetLater)

    store.dependencies.greeting = "after"
    await clock.advance(by: .seconds(1))

    await store.receive(.greet) { $0.greetings = ["after"] }
  }
}

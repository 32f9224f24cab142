import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// Records the greeting in force, in the reducer (`greet`) or in an effect (`greetLater`).
private struct Greeter: Reducer {
  struct State: Equatable {
    var greetings: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case greet
    case greetLater
    case greeted(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      @Dependency(\.greeting) var greeting
      state.greetings.append(greeting)
      return .none
    case .greetLater:
      return .run { send in
        @Dependency(\.greeting) var greeting
        await send(.greeted(greeting))
      }
    case .greeted(let greeting):
      state.greetings.append(greeting)
      return .none
    }
  }
}

@MainActor
@Suite struct DependencyTests {
  @Test func reducerUsesTheDependency() {
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, "hello")
    }

    store.send(.greet)

    #expect(store.state.greetings == ["hello"])
  }

  @Test func effectsUseTheDependencyOfTheReducerThatCreatedThem() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, "hello")
    }

    await store.send(.greetLater).finish()

    #expect(store.state.greetings == ["hello"])
  }

  @Test func otherReducersKeepTheirDependencies() {
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, "hello")
      Greeter()
    }

    store.send(.greet)

    #expect(store.state.greetings == ["hello", "test"])
  }

  @Test func transformDependencyStartsFromTheValueInForce() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter().transformDependency(\.greeting) { $0 += "!" }
    } withDependencies: {
      $0.greeting = "hi"
    }

    store.send(.greet)
    await store.send(.greetLater).finish()

    #expect(store.state.greetings == ["hi!", "hi!"])
  }

  @Test func innermostSettingWins() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
        .dependency(\.greeting, "inner")
        .dependency(\.greeting, "outer")
      CombineReducers {
        Greeter().dependency(\.greeting, "inner")
      }
      .dependency(\.greeting, "outer")
    }

    store.send(.greet)

    #expect(store.state.greetings == ["inner", "inner"])
  }

  @Test func chainedTransformsApplyInnermostLast() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
        .transformDependency(\.greeting) { $0 += "1" }
        .transformDependency(\.greeting) { $0 += "2" }
      CombineReducers {
        Greeter().transformDependency(\.greeting) { $0 += "1" }
      }
      .transformDependency(\.greeting) { $0 += "2" }
    }

    store.send(.greet)

    #expect(store.state.greetings == ["test21", "test21"])
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct NumberClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient { "live \($0)" }
  static let testValue = NumberClient { "test \($0)" }
}

extension DependencyValues {
  fileprivate var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

private struct Feature: Reducer {
  struct State: Equatable { var text = "" }
  indirect enum Action: Equatable { case fetch(Int), fetched(String), run(Effect<Action>.Box) }

  @Dependency(\.numberClient) var numberClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fetch(let number):
      return .run { send in
        await send(.fetched(try await numberClient.fetch(number)))
      }
    case .fetched(let text):
      state.text = text
      return .none
    case .run(let box):
      return box.effect
    }
  }
}

extension Effect {
  /// Lets a test hand a prebuilt effect to a reducer through an action.
  fileprivate struct Box: Equatable, Sendable {
    let effect: Effect
    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }
}

@MainActor
@Suite struct EffectDependenciesTests {
  @Test func effectsUseTheStoresDependencies() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberClient.fetch = { "overridden \($0)" }
    }
    await store.send(.fetch(7)).finish()
    #expect(store.text == "overridden 7")
  }

  @Test func anEffectKeepsTheDependenciesInForceWhereItWasCreated() async {
    let effect = withDependencies {
      $0.numberClient.fetch = { "captured \($0)" }
    } operation: {
      Effect<Feature.Action>.run { send in
        @Dependency(\.numberClient) var numberClient
        await send(.fetched(try await numberClient.fetch(1)))
      }
    }
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberClient.fetch = { "store \($0)" }
    }
    await store.send(.run(.init(effect: effect))).finish()
    #expect(store.text == "captured 1")
  }
}

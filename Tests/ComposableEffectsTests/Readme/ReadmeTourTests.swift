import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// The README's tour of the architecture, as written there (names kept file-private so they do
// not clash with the seeds' tests), so that the README stays true.

private struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { "\($0) is a good number." }
}

extension DependencyValues {
  fileprivate var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(TaskResult<String>)
  }

  @Dependency(\.factClient) var factClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
        }
      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        return .none
      }
    }
  }
}

@MainActor
@Suite struct ReadmeTourTests {
  @Test func theStoreRunsTheFeature() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.factClient = .liveValue
    }
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    #expect(store.fact == "1 is a good number.")
  }

  @Test func factButton() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.factClient = FactClient { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse.success) {
      $0.fact = "1 is a good number."
    }
  }

  @Test func factFromAnEffect() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetch(1))
    try await store.expect(NumberFacts.Fetch.self) { number in
      #expect(number == 1)
      return "1 is the loneliest number."
    }
    await store.receive(.response("1 is the loneliest number.")) {
      $0.fact = "1 is the loneliest number."
    }
  }
}

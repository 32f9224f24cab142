import ComposableEffects

/// The feature the test store's own tests drive.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable {
    case increment
    case noop
    case delayedIncrement
    case incremented
    case fact
    case factResponse(String)
    case startForever
    case sendTwoActions
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .incremented:
        state.count += 1
        return .none
      case .noop:
        return .none
      case .delayedIncrement:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incremented)
        }
      case .fact:
        return .run { [count = state.count] send in
          await send(.factResponse(await numberFact(count)))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      case .startForever:
        return .run { _ in try await Task.never() }
      case .sendTwoActions:
        return .merge(.send(.increment), .send(.incremented))
      }
    }
  }
}

struct NumberFactKey: DependencyKey {
  static let liveValue: @Sendable (Int) async -> String = { "\($0) is a number." }
  static let testValue: @Sendable (Int) async -> String = { "\($0) is a test number." }
}

extension DependencyValues {
  var numberFact: @Sendable (Int) async -> String {
    get { self[NumberFactKey.self] }
    set { self[NumberFactKey.self] = newValue }
  }
}

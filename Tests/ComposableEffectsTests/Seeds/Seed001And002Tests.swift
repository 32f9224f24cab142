import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// Seeds 001 and 002, "Adopting Swift concurrency": capturing state in an effect explicitly,
// and a `Sendable` dependency registered in `DependencyValues`.

// The seed's dependency: every endpoint `@Sendable`, so the client is `Sendable`.
private struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  fileprivate var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { number in "\(number) is a good number." }
  static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
}

private struct Failure: Error, Equatable {}

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var delayed: [Int] = []
    var fact: String?
    var factFailed = false
  }

  @CasePathable
  enum Action {
    case buttonTapped
    case countCapturingButtonTapped
    case delayed(Int)
    case factButtonTapped
    case factResponse(TaskResult<String>)
    case incrementButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        // The seed sleeps with `Task.sleep(for: .seconds(1))`; the clock dependency sleeps
        // the same way and lets the tests advance time with a `TestClock`.
        return .run { [state] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayed(state.count))
        }
      case .countCapturingButtonTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayed(count))
        }
      case .delayed(let count):
        state.delayed.append(count)
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
        }
      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.factFailed = true
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct Seed001And002Tests {
  let clock = TestClock()

  @Test func capturingTheStateSendsTheCountAtTheTimeOfTheTap() async {
    let store = TestStore(initialState: Feature.State(count: 2)) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.buttonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = 3
    }

    await clock.advance(by: .seconds(1))
    await store.receive(\.delayed, 2) {
      $0.delayed = [2]
    }
    await store.finish()
  }

  @Test func capturingOneValueSendsItsValueAtTheTimeOfTheTap() async {
    let store = TestStore(initialState: Feature.State(count: 5)) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.countCapturingButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = 6
    }

    await clock.advance(by: .seconds(1))
    await store.receive(\.delayed, 5) {
      $0.delayed = [5]
    }
    await store.finish()
  }

  @Test func theFactComesFromTheDependency() async {
    let store = Store(initialState: Feature.State(count: 42)) {
      Feature()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is the answer." }
    }

    await store.send(.factButtonTapped).finish()

    #expect(store.fact == "42 is the answer.")
    #expect(!store.factFailed)
  }

  @Test func aFailingFactIsSentAsAFailure() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Failure() }
    }

    await store.send(.factButtonTapped).finish()

    #expect(store.fact == nil)
    #expect(store.factFailed)
  }

  @Test func theLiveValueFetchesAFact() async throws {
    #expect(try await FactClient.liveValue.fetch(7) == "7 is a good number.")
  }

  @Test func theTestValueReportsAnIssueWhenCalled() async {
    let store = Store(initialState: Feature.State()) { Feature() }

    await withKnownIssue {
      await store.send(.factButtonTapped).finish()
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: FactClient.fetch") == true
    }

    #expect(store.factFailed)
  }
}

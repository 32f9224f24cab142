import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// `.task` and `.fireAndForget` warn wherever they are used, and the package builds without
// warnings: the feature that uses them and the tests that use the feature are deprecated
// declarations themselves, where using deprecated API does not warn.

private struct Failure: Error, Equatable {}

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Feature: Reducer {
  struct State: Equatable {
    var responses: [Int] = []
    var failures = 0
  }

  @CasePathable
  enum Action {
    case taskButtonTapped
    case failingTaskButtonTapped
    case fireAndForgetButtonTapped
    case response(Int)
    case failed
  }

  let workRuns: LockIsolated<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .taskButtonTapped:
      return .task { .response(42) }
    case .failingTaskButtonTapped:
      return .task {
        throw Failure()
      } catch: { _ in
        .failed
      }
    case .fireAndForgetButtonTapped:
      return .fireAndForget { [workRuns] in workRuns.withValue { $0 += 1 } }
    case .response(let value):
      state.responses.append(value)
      return .none
    case .failed:
      state.failures += 1
      return .none
    }
  }
}

@MainActor
@Suite struct DeprecatedEffectsTests {
  let workRuns = LockIsolated(0)

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func taskSendsTheActionItReturns() async {
    let store = Store(initialState: Feature.State()) { Feature(workRuns: workRuns) }

    await store.send(.taskButtonTapped).finish()

    #expect(store.responses == [42])
    #expect(store.failures == 0)
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func taskSendsTheActionItsCatchReturnsForAnError() async {
    let store = Store(initialState: Feature.State()) { Feature(workRuns: workRuns) }

    await store.send(.failingTaskButtonTapped).finish()

    #expect(store.responses == [])
    #expect(store.failures == 1)
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func fireAndForgetRunsItsWorkAndSendsNothing() async {
    let store = Store(initialState: Feature.State()) { Feature(workRuns: workRuns) }

    await store.send(.fireAndForgetButtonTapped).finish()

    #expect(workRuns.value == 1)
    #expect(store.state == Feature.State())
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A `receive` while an algebraic effect waits for the test's answer cannot succeed: the effect
/// that would send the action is suspended until the test answers. The step says so at once,
/// naming the effect first, instead of waiting out its timeout.
///
/// The store's timeout is far longer than the suite's time limit: a step that waited for it
/// would fail the time limit instead of its assertion.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UnansweredEffectDiagnosticsTests {
  @Test func aReceiveWhileAnEffectWaitsForTheTestFailsAtOnceNamingTheEffectFirst() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    store.timeout = .seconds(600)
    let issues = LockIsolated<[String]>([])

    await withKnownIssue {
      await store.send(.fetch(7))
      await store.receive(.response("7 is a default fact.")) { $0.fact = "7 is a default fact." }
    } matching: { issue in
      issues.withValue { $0.append(issue.description) }
      return true
    }

    let first = issues.value.first ?? ""
    #expect(first.contains("Unanswered effect"))
    #expect(first.contains("NumberFacts.fetch(7), performed by the effect of FactFeature.Action.fetch(7)"))
    #expect(first.contains("UnansweredEffectDiagnosticsTests.swift:"))
    #expect(first.contains("Expected to receive FactFeature.Action.response(\"7 is a default fact.\")"))
    #expect(!first.contains("advance it"))

    // The effect still waits: the test can answer it, and the action then arrives.
    try? await store.expect(NumberFacts.Fetch.self, return: "7 is late.")
    await store.receive(.response("7 is late.")) { $0.fact = "7 is late." }
  }

  @Test func aReceiveOfAnActionAlreadySentDoesNotLookAtWaitingEffects() async throws {
    let store = TestStore(initialState: TwoEffects.State()) { TwoEffects() }

    await store.send(.start)
    await store.receive(.sentAtOnce) { $0.log = ["at once"] }
    try await store.expect(NumberFacts.Fetch.self, return: "3 answered")
    await store.receive(.fact("3 answered")) { $0.log = ["at once", "3 answered"] }
  }
}

@Reducer
private struct TwoEffects {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case start
    case sentAtOnce
    case fact(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .merge(
          .run { send in await send(.fact(try await NumberFacts.fetch(3))) },
          .send(.sentAtOnce)
        )
      case .sentAtOnce:
        state.log.append("at once")
        return .none
      case .fact(let fact):
        state.log.append(fact)
        return .none
      }
    }
  }
}

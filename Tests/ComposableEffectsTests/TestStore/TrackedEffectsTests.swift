import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// Effects whose operations end apart: a merge whose parts end at different times, and a
/// cancelled concatenation whose second part never runs.
@Reducer
private struct StagedEffectsFeature {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case merged
    case concatenated
    case stop
    case logged(String)
  }

  enum CancelID { case steps }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .merged:
        return .merge(
          .run { send in await send(.logged("at once")) },
          .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.logged("a second later"))
          }
        )
      case .concatenated:
        return .concatenate(
          .run { _ in try? await self.clock.sleep(for: .seconds(1)) },
          .run { send in await send(.logged("never")) }
        )
        .cancellable(id: CancelID.steps)
      case .stop:
        return .cancel(id: CancelID.steps)
      case .logged(let entry):
        state.log.append(entry)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TrackedEffectsTests {
  /// The effect of one action is in flight until its last operation ends, not its first.
  @Test func anEffectRunsUntilItsLastOperationEnds() async {
    let clock = TestClock()
    let store = TestStore(initialState: StagedEffectsFeature.State()) {
      StagedEffectsFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.merged)
    await store.receive(.logged("at once")) { $0.log = ["at once"] }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.logged("a second later")) { $0.log.append("a second later") }
    await task.finish()
  }

  /// An operation that never runs (the rest of a cancelled concatenation) ends with the effect
  /// that held it, so the test store does not wait for it.
  @Test func anOperationThatNeverRunsIsNotLeftInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: StagedEffectsFeature.State()) {
      StagedEffectsFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.concatenated)
    await store.send(.stop)
    await task.finish()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}

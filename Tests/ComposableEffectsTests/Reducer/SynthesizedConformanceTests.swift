import ComposableEffects
import Testing

/// `@Reducer(state:action:)` adds the conformances it names to the `State` and `Action` it
/// generates, as TCA's SyncUps writes its navigation path (`@Reducer(state: .equatable)`).
@Suite struct SynthesizedConformanceTests {
  @Reducer
  struct Counter {
    struct State: Equatable, Hashable { var count = 0 }
    enum Action: Equatable { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer(state: .equatable, .hashable, action: .equatable)
  enum Path {
    case counter(Counter)
  }

  @Test func theGeneratedStateAndActionHaveTheNamedConformances() {
    let state = Path.State.counter(Counter.State(count: 1))
    #expect(state == .counter(Counter.State(count: 1)))
    #expect(Set([state, state]).count == 1)
    #expect(Path.Action.counter(.increment) == .counter(.increment))
  }
}

import ComposableEffects
import Testing

private struct Child: Reducer {
  struct State: Equatable { var priority: UInt8? }

  @CasePathable
  enum Action: Equatable {
    case start
    case ran(priority: UInt8)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run(priority: .high) { send in
        await send(.ran(priority: Task.currentPriority.rawValue))
      }
    case .ran(let priority):
      state.priority = priority
      return .none
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable { var child = Child.State() }

  @CasePathable
  enum Action: Equatable { case child(Child.Action) }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { Child() }
  }
}

@MainActor
@Suite struct RunPriorityTests {
  @Test func aRunEffectsTaskHasThePriorityItWasGiven() async {
    let store = Store(initialState: Child.State()) { Child() }
    await store.send(.start).finish()
    #expect(store.state.priority == TaskPriority.high.rawValue)
  }

  @Test func aScopedRunEffectKeepsItsPriority() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.child(.start)).finish()
    #expect(store.state.child.priority == TaskPriority.high.rawValue)
  }
}

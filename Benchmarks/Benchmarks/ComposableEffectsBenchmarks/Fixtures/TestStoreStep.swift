import ComposableEffects

/// A feature whose every step is one send and one receive: `.start` runs an effect that sends
/// `.done` back, which counts; `.perform` runs one that performs an algebraic effect first.
struct TestStoreStep: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case start
    case perform
    case done
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.done) }
    case .perform:
      return .run { send in
        _ = await Counter.incrementAsync(0)
        await send(.done)
      }
    case .done:
      state.count &+= 1
      return .none
    }
  }
}

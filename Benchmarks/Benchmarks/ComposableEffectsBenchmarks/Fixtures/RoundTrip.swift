import ComposableEffects

/// A feature whose `.start` runs an effect that sends `.done` straight back: one `.run`
/// round trip, off the main actor and back onto it.
struct RoundTrip: Reducer {
  struct State {
    var count = 0
  }

  enum Action {
    case start
    case done
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.done) }
    case .done:
      state.count &+= 1
      return .none
    }
  }
}

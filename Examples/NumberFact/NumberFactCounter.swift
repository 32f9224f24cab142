import ComposableEffects

/// What number fact does apart from fetching a fact: counting, the delayed buttons, and
/// what the feature does with the fact it gets back. Shared by ``NumberFact`` and
/// ``NumberFactWithEffects``, which differ only in how they fetch the fact.
struct NumberFactCounter: Reducer {
  typealias State = NumberFact.State
  typealias Action = NumberFact.Action

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      state.fact = nil
      state.factError = nil
      return .none

    case .delayed(let count):
      state.delayedCount = count
      return .none

    case .delayedCountButtonTapped:
      // The `@Sendable` closure cannot capture the `inout` state: it captures the one value
      // it needs, as it is now.
      return .run { [count = state.count] send in
        try await clock.sleep(for: .seconds(1))
        await send(.delayed(count))
      }

    case .delayedStateButtonTapped:
      // Or the whole state, as an immutable copy taken now.
      return .run { [state] send in
        try await clock.sleep(for: .seconds(1))
        await send(.delayed(state.count))
      }

    case .factButtonTapped:
      state.isFetchingFact = true
      state.factError = nil
      return .none

    case .factResponse(.success(let fact)):
      state.fact = fact
      state.isFetchingFact = false
      return .none

    case .factResponse(.failure):
      state.factError = "Couldn't load a fact. Try again."
      state.isFetchingFact = false
      return .none

    case .incrementButtonTapped:
      state.count += 1
      state.fact = nil
      state.factError = nil
      return .none
    }
  }
}

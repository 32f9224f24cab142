import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

/// A feature with nothing in it yet, as TCA tests write for a placeholder destination.
@Reducer
private struct Placeholder {}

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private enum Destination {
  case placeholder(Placeholder)
  case counter(Counter)
}

extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showPlaceholder
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .showPlaceholder {
        state.destination = .placeholder(Placeholder.State())
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
@Suite struct EmptyFeatureTests {
  @Test func anEmptyFeatureIsADestinationOfAnEnumReducer() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.showPlaceholder) {
      $0.destination = .placeholder(Placeholder.State())
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func anEmptyFeaturesStateIsCodableAndHashable() throws {
    let data = try JSONEncoder().encode(Placeholder.State())
    let decoded = try JSONDecoder().decode(Placeholder.State.self, from: data)
    #expect(decoded == Placeholder.State())
    #expect(Set([Placeholder.State(), decoded]).count == 1)
  }
}

import Observation

/// The baseline for a store: a model a developer would write by hand for an app, with a
/// `send(_:)` that switches on an enum action and changes its state.
///
/// It is `@Observable` because a `Store` is: a store's send makes one observed change
/// (`withMutation`), and an app's hand-written model must be observable for its views to update,
/// so this one makes one `withMutation` per send too. Without it the baseline would measure an
/// integer increment, which no view could see.
@MainActor
@Observable
final class HandwrittenCounterModel {
  enum Action {
    case increment
    case decrement
  }

  private(set) var count = 0

  // Not inlined into the benchmark's loop, so that every send is a call, as every other
  // benchmark's operation is (see `identity`).
  @inline(never)
  func send(_ action: Action) {
    switch action {
    case .increment:
      count &+= 1
    case .decrement:
      count &-= 1
    }
  }
}

import ComposableEffects

/// A root feature that runs a timer of its own under the same cancellation identifier as the
/// ``PresentedCounter``s it presents (two side by side, and one inside a ``PresentingParent``)
/// and pushes on a stack, to show which of their timers its `.cancel(id:)` reaches.
@Reducer
struct CancellingRoot {
  @ObservableState
  struct State: Equatable {
    @Presents var child: PresentedCounter.State?
    @Presents var other: PresentedCounter.State?
    @Presents var parent: PresentingParent.State?
    var path = StackState<PresentedCounter.State>()
    var ticks = 0
  }

  enum Action: Equatable {
    case cancelTimerButtonTapped
    case cancelTimerFromAnEffectButtonTapped
    case child(PresentationAction<PresentedCounter.Action>)
    case other(PresentationAction<PresentedCounter.Action>)
    case parent(PresentationAction<PresentingParent.Action>)
    case path(StackActionOf<PresentedCounter>)
    case startTimerButtonTapped
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTimerButtonTapped:
        return .cancel(id: PresentedCounter.CancelID.timer)
      case .cancelTimerFromAnEffectButtonTapped:
        return .run { _ in Task.cancel(id: PresentedCounter.CancelID.timer) }
      case .child, .other, .parent, .path:
        return .none
      case .startTimerButtonTapped:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
        .cancellable(id: PresentedCounter.CancelID.timer)
      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      PresentedCounter()
    }
    .ifLet(\.$other, action: \.other) {
      PresentedCounter()
    }
    .ifLet(\.$parent, action: \.parent) {
      PresentingParent()
    }
    .forEach(\.path, action: \.path) {
      PresentedCounter()
    }
  }
}

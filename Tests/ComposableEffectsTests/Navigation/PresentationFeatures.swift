import ComposableEffects

/// A presented child: a counter with a timer, a save that tells its parent and a close button
/// that dismisses it.
@Reducer
struct PresentedCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isPresented: Bool?
  }

  enum Action: Equatable {
    case cancelTimerButtonTapped
    case closeButtonTapped
    case delegate(Delegate)
    case incrementButtonTapped
    case isPresentedButtonTapped
    case saveButtonTapped
    case startTimerButtonTapped
    case timerTicked

    @CasePathable
    enum Delegate: Equatable {
      case saved(Int)
    }
  }

  enum CancelID {
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTimerButtonTapped:
        return .cancel(id: CancelID.timer)
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .delegate:
        return .none
      case .incrementButtonTapped, .timerTicked:
        state.count += 1
        return .none
      case .isPresentedButtonTapped:
        state.isPresented = self.isPresented
        return .none
      case .saveButtonTapped:
        return .run { [count = state.count] send in
          await send(.delegate(.saved(count)))
          await self.dismiss()
        }
      case .startTimerButtonTapped:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

/// A parent that presents a ``PresentedCounter`` with `@Presents` in `@ObservableState` state,
/// and a second one beside it.
@Reducer
struct PresentingParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: PresentedCounter.State?
    @Presents var other: PresentedCounter.State?
    var countSeenByParent: Int?
    var savedCount: Int?
  }

  enum Action: Equatable {
    case child(PresentationAction<PresentedCounter.Action>)
    case cancelTimerButtonTapped
    case clearButtonTapped
    case other(PresentationAction<PresentedCounter.Action>)
    case presentButtonTapped
    case presentOtherButtonTapped
    case replaceButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.presented(.delegate(.saved(let count)))):
        state.savedCount = count
        return .none
      case .child(.presented(.incrementButtonTapped)), .child(.dismiss):
        state.countSeenByParent = state.child?.count
        return .none
      case .child, .other:
        return .none
      case .cancelTimerButtonTapped:
        return .cancel(id: PresentedCounter.CancelID.timer)
      case .clearButtonTapped:
        state.child = nil
        return .none
      case .presentButtonTapped:
        state.child = PresentedCounter.State()
        return .none
      case .presentOtherButtonTapped:
        state.other = PresentedCounter.State()
        return .none
      case .replaceButtonTapped:
        state.child = PresentedCounter.State()
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      PresentedCounter()
    }
    .ifLet(\.$other, action: \.other) {
      PresentedCounter()
    }
  }
}

/// A feature that presents a ``PresentingParent``, which presents a ``PresentedCounter``.
@Reducer
struct GrandParent {
  @ObservableState
  struct State: Equatable {
    @Presents var parent: PresentingParent.State?
  }

  enum Action: Equatable {
    case parent(PresentationAction<PresentingParent.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$parent, action: \.parent) {
        PresentingParent()
      }
  }
}

/// A local stand-in for `AlertState`: state that only shows actions to pick.
struct TestAlertState<Action>: _EphemeralState, Equatable {
  var title: String
}

/// An enum reducer written by hand, as `@Reducer enum` would generate it.
enum PresentedDestination: CaseReducer {
  @CasePathable
  @ObservableState
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = PresentedDestination
    case alert(TestAlertState<Action.Alert>)
    case detail(PresentedCounter.State)
    case edit(PresentedCounter.State)
  }

  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case detail(PresentedCounter.Action)
    case edit(PresentedCounter.Action)

    @CasePathable
    enum Alert: Equatable {
      case confirm
    }
  }

  // Named: `Body` is not inferred from the static `body` (the instance `body` of reducers
  // without one, of type `Never`, wins).
  typealias Body = Cases

  static var body: Cases { Cases() }

  struct Cases: Reducer {
    var body: some Reducer<PresentedDestination.State, PresentedDestination.Action> {
      Scope(state: \.detail, action: \.detail) {
        PresentedCounter()
      }
      Scope(state: \.edit, action: \.edit) {
        PresentedCounter()
      }
    }
  }
}

/// A parent of an enum destination and an alert, integrated without child reducers, in plain
/// state.
@Reducer
struct DestinationParent {
  struct State: Equatable {
    @Presents var alert: TestAlertState<Action.Alert>?
    @Presents var destination: PresentedDestination.State?
    var confirmed = false
    var savedCount: Int?
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<PresentedDestination.Action>)
    case showAlertButtonTapped
    case showDetailButtonTapped
    case showEditButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirm
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirm)), .destination(.presented(.alert(.confirm))):
        state.confirmed = true
        return .none
      case .destination(.presented(.edit(.delegate(.saved(let count))))):
        state.savedCount = count
        return .none
      case .alert, .destination:
        return .none
      case .showAlertButtonTapped:
        state.alert = TestAlertState(title: "Delete?")
        return .none
      case .showDetailButtonTapped:
        state.destination = .detail(PresentedCounter.State())
        return .none
      case .showEditButtonTapped:
        state.destination = .edit(PresentedCounter.State())
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination)
  }
}

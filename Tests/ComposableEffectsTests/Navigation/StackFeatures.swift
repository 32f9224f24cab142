import ComposableEffects

/// The element enum of a stack, an enum reducer written by hand as `@Reducer enum` would
/// generate it.
enum StackPath: CaseReducer {
  @CasePathable
  @ObservableState
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = StackPath
    case detail(PresentedCounter.State)
  }

  @CasePathable
  enum Action: Equatable {
    case detail(PresentedCounter.Action)
  }

  // Named: `Body` is not inferred from the static `body` (the instance `body` of reducers
  // without one, of type `Never`, wins).
  typealias Body = Cases

  static var body: Cases { Cases() }

  struct Cases: Reducer {
    var body: some Reducer<StackPath.State, StackPath.Action> {
      Scope(state: \.detail, action: \.detail) {
        PresentedCounter()
      }
    }
  }
}

/// A root feature with a navigation stack of ``StackPath`` elements.
@Reducer
struct StackRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<StackPath.State>()
    var countSeenByParent: Int?
    var isOnStackSeenByParent: Bool?
    var savedCount: Int?
  }

  enum Action: Equatable {
    case detailButtonTapped
    case path(StackActionOf<StackPath>)
    case removeAllButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detailButtonTapped:
        state.path.append(.detail(PresentedCounter.State()))
        return .none
      case .path(.element(id: _, action: .detail(.delegate(.saved(let count))))):
        state.savedCount = count
        return .none
      case .path(.element(let id, action: .detail(.incrementButtonTapped))):
        state.countSeenByParent = state.path[id: id, case: \.detail]?.count
        return .none
      case .path(.popFrom(let id)), .path(.push(let id, _)):
        state.isOnStackSeenByParent = state.path.ids.contains(id)
        return .none
      case .path:
        return .none
      case .removeAllButtonTapped:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// A root feature with a navigation stack of plain ``PresentedCounter`` elements, integrated
/// with a reducer closure.
@Reducer
struct CounterStackRoot {
  struct State: Equatable {
    var path = StackState<PresentedCounter.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<PresentedCounter>)
    case pushButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .pushButtonTapped:
        state.path.append(PresentedCounter.State())
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      PresentedCounter()
    }
  }
}

/// A feature that pushes plain strings on a stack: when told to, or from an effect.
struct StackPusher: Reducer {
  struct State: Equatable {
    var path = StackState<String>()
  }

  enum Action: Equatable {
    case pushButtonTapped(String)
    case pushLaterButtonTapped(String)
    case pushed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushButtonTapped(let element), .pushed(let element):
        state.path.append(element)
        return .none
      case .pushLaterButtonTapped(let element):
        return .send(.pushed(element))
      }
    }
  }
}

import ComposableEffects

/// Two tabs sharing a count through user defaults: the counter tab changes it, the profile tab
/// shows and resets it.
@Reducer
public struct SharedStateUserDefaults: Sendable {
  public typealias Tab = SharedStateTab

  @ObservableState
  public struct State: Equatable {
    public var currentTab = Tab.counter
    public var counter = CounterTab.State()
    public var profile = ProfileTab.State()

    public init() {}
  }

  public enum Action {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.profile, action: \.profile) { ProfileTab() }
    Reduce { state, action in
      if case .selectTab(let tab) = action { state.currentTab = tab }
      return .none
    }
  }
}

extension SharedStateUserDefaults {
  /// Counts up and down, and asks whether the count is prime.
  @Reducer
  public struct CounterTab: Sendable {
    @ObservableState
    public struct State: Equatable {
      @Presents public var alert: AlertState<Action.Alert>?
      @Shared(.appStorage("sharedStateDemoCount")) public var count = 0

      public init() {}
    }

    public enum Action {
      case alert(PresentationAction<Alert>)
      case decrementButtonTapped
      case incrementButtonTapped
      case isPrimeButtonTapped

      public enum Alert: Equatable, Sendable {}
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert:
          break
        case .decrementButtonTapped:
          state.$count.withLock { $0 -= 1 }
        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
        case .isPrimeButtonTapped:
          state.alert = AlertState { TextState(primeMessage(state.count)) }
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  /// Shows the count, and resets it.
  @Reducer
  public struct ProfileTab: Sendable {
    @ObservableState
    public struct State: Equatable {
      @Shared(.appStorage("sharedStateDemoCount")) public var count = 0

      public init() {}
    }

    public enum Action {
      case resetStatsButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$count.withLock { $0 = 0 }
        return .none
      }
    }
  }
}

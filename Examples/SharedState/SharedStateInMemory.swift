import ComposableEffects

/// Two tabs sharing stats through memory: the counter tab changes them, the profile tab shows
/// and resets them, and each sees the other's change at once.
@Reducer
public struct SharedStateInMemory: Sendable {
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

extension SharedReaderKey where Self == InMemoryKey<Stats>.Default {
  /// The stats both tabs of ``SharedStateInMemory`` share.
  public static var stats: Self {
    Self[.inMemory("stats"), default: Stats()]
  }
}

extension SharedStateInMemory {
  /// Counts up and down, and asks whether the count is prime.
  @Reducer
  public struct CounterTab: Sendable {
    @ObservableState
    public struct State: Equatable {
      @Presents public var alert: AlertState<Action.Alert>?
      @Shared(.stats) public var stats

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
          state.$stats.withLock { $0.decrement() }
        case .incrementButtonTapped:
          state.$stats.withLock { $0.increment() }
        case .isPrimeButtonTapped:
          state.alert = AlertState { TextState(primeMessage(state.stats.count)) }
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  /// Shows the stats, and resets them.
  @Reducer
  public struct ProfileTab: Sendable {
    @ObservableState
    public struct State: Equatable {
      @Shared(.stats) public var stats

      public init() {}
    }

    public enum Action {
      case resetStatsButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}

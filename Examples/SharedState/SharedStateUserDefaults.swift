import ComposableEffects

/// Two tabs sharing a count through user defaults: the counter tab changes it, the profile tab
/// shows and resets it.
@Reducer
public struct SharedStateUserDefaults: Sendable {
  /// The tab shown.
  public typealias Tab = SharedStateTab

  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// The tab shown.
    public var currentTab = Tab.counter
    /// The counter tab.
    public var counter = CounterTab.State()
    /// The profile tab.
    public var profile = ProfileTab.State()

    /// A state holding the shared values as stored.
    public init() {}
  }

  /// What the tabs do, and the choice of tab.
  public enum Action {
    /// An action of the counter tab.
    case counter(CounterTab.Action)
    /// An action of the profile tab.
    case profile(ProfileTab.Action)
    /// The user chose a tab.
    case selectTab(Tab)
  }

  /// The reducer.
  public init() {}

  /// The feature's logic.
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
    /// The state of the feature.
    @ObservableState
    public struct State: Equatable {
      /// The answer to "Is this prime?".
      @Presents public var alert: AlertState<Action.Alert>?
      /// The count both tabs share, kept in user defaults.
      @Shared(.appStorage("sharedStateDemoCount")) public var count = 0

      /// A state holding the shared values as stored.
      public init() {}
    }

    /// The counter tab's buttons.
    public enum Action {
      /// The alert was dismissed.
      case alert(PresentationAction<Alert>)
      /// The minus button.
      case decrementButtonTapped
      /// The plus button.
      case incrementButtonTapped
      /// The "Is this prime?" button.
      case isPrimeButtonTapped

      /// The alert has no buttons of its own.
      public enum Alert: Equatable, Sendable {}
    }

    /// The reducer.
    public init() {}

    /// The feature's logic.
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
    /// The state of the feature.
    @ObservableState
    public struct State: Equatable {
      /// The count both tabs share, kept in user defaults.
      @Shared(.appStorage("sharedStateDemoCount")) public var count = 0

      /// A state holding the shared values as stored.
      public init() {}
    }

    /// The profile tab's reset button.
    public enum Action {
      /// The reset button.
      case resetStatsButtonTapped
    }

    /// The reducer.
    public init() {}

    /// The feature's logic.
    public var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$count.withLock { $0 = 0 }
        return .none
      }
    }
  }
}

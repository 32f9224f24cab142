import ComposableEffects

/// A search screen whose types are public, in a module of its own, passing the dependency's
/// clock as feature code writes it.
@Reducer
public struct Home: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var query = ""
    public var results: [String] = []
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case queryChanged(String)
    case search(String)
  }

  public enum CancelID: Hashable, Sendable {
    case search
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case .search(let query):
        state.results = [query]
        return .none
      }
    }
  }
}

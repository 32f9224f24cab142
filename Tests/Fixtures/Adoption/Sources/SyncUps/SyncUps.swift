import ComposableEffects

@Reducer
public struct SyncUps: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    public var titles: [String] = []
    public init() {}
  }

  public enum Action: Sendable {
    case add(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let title):
        state.$titles.withLock { $0.append(title) }
        return .none
      }
    }
  }
}

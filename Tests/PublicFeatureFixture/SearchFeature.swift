import ComposableEffects

/// A feature whose types are public and live in a module of their own, as an app's feature
/// modules are: the clock that `@Dependency(\.continuousClock)` holds is passed to `debounce` and
/// `throttle` in each of the three ways feature code spells it.
@Reducer
public struct SearchFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var query = ""
    public var results: [String] = []
    public var saved: [String] = []
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case queryChangedBareClock(String)
    case queryChangedSelfClock(String)
    case queryChangedLocalClock(String)
    case saveBareClock(String)
    case saveSelfClock(String)
    case saveLocalClock(String)
    case searchResponse([String])
    case saved(String)
  }

  public enum CancelID: Hashable, Sendable {
    case search
    case save
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChangedBareClock(let query):
        state.query = query
        return .send(.searchResponse([query]))
          .debounce(id: CancelID.search, for: .seconds(1), clock: clock)

      case .queryChangedSelfClock(let query):
        state.query = query
        return .send(.searchResponse([query]))
          .debounce(id: CancelID.search, for: .seconds(1), clock: self.clock)

      case .queryChangedLocalClock(let query):
        state.query = query
        let clock = self.clock
        return .send(.searchResponse([query]))
          .debounce(id: CancelID.search, for: .seconds(1), clock: clock)

      case .saveBareClock(let value):
        return .send(.saved(value))
          .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)

      case .saveSelfClock(let value):
        return .send(.saved(value))
          .throttle(id: CancelID.save, for: .seconds(1), clock: self.clock, latest: true)

      case .saveLocalClock(let value):
        let clock = self.clock
        return .send(.saved(value))
          .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)

      case .searchResponse(let results):
        state.results = results
        return .none

      case .saved(let value):
        state.saved.append(value)
        return .none
      }
    }
  }
}

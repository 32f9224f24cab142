import ComposableEffects

/// The whole app: the sync-ups list at the root of a navigation stack onto which a sync-up's
/// detail, the meeting recorder and past meetings are pushed.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// }
/// store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp)))))
/// ```
@Reducer
public struct AppFeature: Sendable {
  /// The screens the stack can push.
  @Reducer
  public enum Path {
    /// A sync-up's detail.
    case detail(SyncUpDetail)
    /// A past meeting of a sync-up: only shown, so it has no reducer.
    case meeting(Meeting, syncUp: SyncUp)
    /// The meeting recorder.
    case record(RecordMeeting)
  }

  /// The state of the app.
  @ObservableState
  public struct State: Equatable {
    /// The screens pushed over the list.
    public var path: StackState<Path.State>
    /// The list at the root.
    public var syncUpsList: SyncUpsList.State

    /// The app with the given screens pushed over the list.
    public init(
      path: StackState<Path.State> = StackState(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  /// What happens in the app.
  public enum Action {
    /// A push, a pop, or an action of a pushed screen.
    case path(StackActionOf<Path>)
    /// An action of the list.
    case syncUpsList(SyncUpsList.Action)
  }

  /// The app's logic.
  public init() {}

  /// The app's logic.
  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startMeeting(let syncUp))))):
        state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
        return .none

      case .path:
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}

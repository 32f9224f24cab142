import ComposableEffects
import Foundation

/// The list of sync-ups, kept in `@Shared(.syncUps)`, with the sheet that adds one.
///
/// Tapping a sync-up pushes its detail on the app's stack (``AppFeature``); the list itself
/// only adds and deletes.
@Reducer
public struct SyncUpsList: Sendable {
  /// The state of the list.
  @ObservableState
  public struct State: Equatable {
    /// The add form, when its sheet is up.
    @Presents public var addSyncUp: SyncUpForm.State?
    /// Every sync-up, as stored.
    @Shared(.syncUps) public var syncUps

    /// The list, with the add form presented or not.
    public init(addSyncUp: SyncUpForm.State? = nil) {
      self.addSyncUp = addSyncUp
    }
  }

  /// What the user does in the list.
  public enum Action {
    /// An action of the add form.
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    /// The "+" button: opens the add form.
    case addSyncUpButtonTapped
    /// The add form's "Add" button.
    case confirmAddSyncUpButtonTapped
    /// The add form's "Dismiss" button.
    case dismissAddSyncUpButtonTapped
    /// Sync-ups swiped away.
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// The list's logic.
  public init() {}

  /// The list's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUp:
        return .none

      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(self.uuid())))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard let form = state.addSyncUp else { return .none }
        var syncUp = form.syncUp
        // Rows left blank are not attendees; a sync-up keeps at least one all the same.
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(Attendee(id: Attendee.ID(self.uuid())))
        }
        state.$syncUps.withLock { $0.append(syncUp) }
        state.addSyncUp = nil
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.addSyncUp = nil
        return .none

      case .onDelete(let offsets):
        state.$syncUps.withLock { $0.remove(atOffsets: offsets) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}

import ComposableEffects
import Foundation

/// The form that creates and edits a sync-up: its title, length, theme and attendees.
///
/// A form never has fewer than one attendee row: it starts with an empty one, and deleting the
/// last row puts a new empty one in its place. Whoever presents the form reads ``State/syncUp``
/// back when the user confirms.
@Reducer
public struct SyncUpForm: Sendable {
  /// The state of the form.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The field the keyboard is in.
    public var focus: Field? = .title
    /// The sync-up as edited so far.
    public var syncUp: SyncUp

    /// A form editing `syncUp`, given an empty attendee row (its identifier from the `uuid`
    /// dependency) when it has no attendee.
    public init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }

    /// A field of the form.
    public enum Field: Hashable, Sendable {
      /// The name field of an attendee.
      case attendee(Attendee.ID)
      /// The title field.
      case title
    }
  }

  /// What the user does in the form.
  public enum Action: BindableAction, Equatable, Sendable {
    /// The "New attendee" button.
    case addAttendeeButtonTapped
    /// A field changed: the title, length, theme, an attendee's name, or the focus.
    case binding(BindingAction<State>)
    /// Attendee rows swiped away.
    case deleteAttendees(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// The form's logic.
  public init() {}

  /// The form's logic.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(self.uuid()))
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case .deleteAttendees(let offsets):
        state.syncUp.attendees.remove(atOffsets: offsets)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: Attendee.ID(self.uuid())))
        }
        // The row that took the first deleted row's place, or the last row when the deleted
        // ones were at the end.
        guard let first = offsets.first else { return .none }
        let next = min(first, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[next].id)
        return .none
      }
    }
  }
}

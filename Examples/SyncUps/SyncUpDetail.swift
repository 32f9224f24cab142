import ComposableEffects
import Foundation

/// A sync-up's screen: its details and past meetings, the edit sheet, deletion behind an
/// alert, and the "Start Meeting" button.
///
/// The sync-up is shared with the list: an edit here, a deleted meeting, or a meeting the
/// recorder saves reaches the list, and the file, without any message between the features.
/// Starting a meeting is the one thing the detail asks of its parent, through
/// ``Action/Delegate/startMeeting(_:)``.
@Reducer
public struct SyncUpDetail: Sendable {
  /// What the detail presents.
  @Reducer
  public enum Destination {
    /// An alert: deleting, or speech recognition unavailable.
    case alert(AlertState<Alert>)
    /// The edit sheet.
    case edit(SyncUpForm)

    /// The buttons of the detail's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// "Yes" in the deletion alert.
      case confirmDeletion
      /// Start the meeting though it will not be transcribed.
      case continueWithoutRecording
      /// Go to the settings to allow speech recognition.
      case openSettings
    }
  }

  /// The state of the detail.
  @ObservableState
  public struct State: Equatable {
    /// The alert or the edit sheet, when one is up.
    @Presents public var destination: Destination.State?
    /// The sync-up shown, shared with the list.
    @Shared public var syncUp: SyncUp

    /// The detail of the shared `syncUp`.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  /// What the user does on the detail, and what it tells its parent.
  public enum Action {
    /// The edit sheet's "Cancel" button.
    case cancelEditButtonTapped
    /// What the detail asks of its parent.
    case delegate(Delegate)
    /// The "Delete" button: asks for confirmation.
    case deleteButtonTapped
    /// Past meetings swiped away.
    case deleteMeetings(atOffsets: IndexSet)
    /// An action of the alert or the edit sheet.
    case destination(PresentationAction<Destination.Action>)
    /// The edit sheet's "Done" button: keeps the edits.
    case doneEditingButtonTapped
    /// The "Edit" button.
    case editButtonTapped
    /// The "Start Meeting" button.
    case startMeetingButtonTapped

    /// What the detail asks of its parent.
    @CasePathable
    public enum Delegate {
      /// Push the meeting recorder for this sync-up.
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  /// The detail's logic.
  public init() {}

  /// The detail's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .deleteMeetings(let offsets):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps
        let id = state.syncUp.id
        $syncUps.withLock { $0.remove(id: id) }
        return .run { _ in await self.dismiss() }

      case .destination(.presented(.alert(.continueWithoutRecording))):
        return .send(.delegate(.startMeeting(state.$syncUp)))

      case .destination(.presented(.alert(.openSettings))):
        return .run { _ in await self.openSettings() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch self.authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$syncUp)))
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}

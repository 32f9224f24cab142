import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A list that asks before deleting: an alert in `@Presents` state, integrated with the
/// closure-less `ifLet`, as TCA features write it.
@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    var messages = ["Hi", "Lunch?"]
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action {
    case deleteAllButtonTapped
    case sortButtonTapped
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)

    @CasePathable
    enum Alert: Equatable { case confirmDeletion }
    enum Dialog: Equatable { case alphabetical, newestFirst }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteAllButtonTapped:
        state.alert = .deleteAll
        return .none
      case .sortButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Sort by")
        } actions: {
          ButtonState(action: .alphabetical) { TextState("Name") }
          ButtonState(action: .newestFirst) { TextState("Date") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.messages.removeAll()
        return .none
      case .dialog(.presented(.alphabetical)):
        state.messages.sort()
        return .none
      case .alert, .dialog:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

extension AlertState where Action == Inbox.Action.Alert {
  fileprivate static let deleteAll = AlertState {
    TextState("Delete all messages?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }
}

/// An enum destination with an alert case, as `@Reducer enum` generates it.
@Reducer
private struct Mailbox {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    enum Alert: Equatable { case archive }
  }

  @ObservableState
  struct State: Equatable {
    var archived = false
    @Presents var destination: Destination.State?
  }

  enum Action {
    case archiveButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .archiveButtonTapped:
        state.destination = .alert(AlertState { TextState("Archive?") } actions: {
          ButtonState(action: .archive) { TextState("Archive") }
        })
        return .none
      case .destination(.presented(.alert(.archive))):
        state.archived = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Mailbox.Destination.State: Equatable {}

@MainActor
@Suite struct AlertPresentationTests {
  @Test func confirmingAnAlertDeliversTheActionAndDismissesIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteAllButtonTapped) { $0.alert = .deleteAll }
    await store.send(\.alert.confirmDeletion) {
      $0.messages = []
      $0.alert = nil
    }
  }

  @Test func cancellingAnAlertDismissesIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteAllButtonTapped) { $0.alert = .deleteAll }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func pickingADialogActionDeliversItAndDismissesTheDialog() async {
    let store = TestStore(initialState: Inbox.State(messages: ["b", "a"])) { Inbox() }
    await store.send(.sortButtonTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Sort by")
      } actions: {
        ButtonState(action: .alphabetical) { TextState("Name") }
        ButtonState(action: .newestFirst) { TextState("Date") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.dialog(.presented(.alphabetical))) {
      $0.messages = ["a", "b"]
      $0.dialog = nil
    }
  }

  @Test func anAlertCaseOfAnEnumDestinationIsDismissedByItsAction() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.archiveButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Archive?") } actions: {
        ButtonState(action: .archive) { TextState("Archive") }
      })
    }
    await store.send(.destination(.presented(.alert(.archive)))) {
      $0.archived = true
      $0.destination = nil
    }
  }
}

import ComposableEffects

/// A list of contacts: "add" presents a form, deleting asks for confirmation with an alert,
/// and selecting a contact pushes its detail on a navigation stack.
///
/// The sheet and the alert are the two cases of one optional ``Destination``, so at most one
/// is shown; the stack holds ``ContactDetailFeature`` screens:
///
/// ```swift
/// @ObservableState
/// public struct State: Equatable {
///   public var contacts: IdentifiedArrayOf<Contact>
///   @Presents public var destination: Destination.State?
///   public var path = StackState<ContactDetailFeature.State>()
/// }
/// ```
///
/// The list learns what its children did from their delegate actions: a contact saved by the
/// add form is appended, one edited or deleted in its detail is updated or removed.
@Reducer
public struct ContactsFeature: Sendable {
  /// The state of the list and of what it presents.
  @ObservableState
  public struct State: Equatable {
    /// The contacts, in the order they were added.
    public var contacts: IdentifiedArrayOf<Contact>

    /// The add form or the delete confirmation, when one is shown.
    @Presents public var destination: Destination.State?

    /// The detail screens pushed on the list.
    public var path = StackState<ContactDetailFeature.State>()

    /// A list of `contacts`, with nothing presented and nothing pushed.
    public init(
      contacts: IdentifiedArrayOf<Contact> = [],
      destination: Destination.State? = nil,
      path: StackState<ContactDetailFeature.State> = StackState<ContactDetailFeature.State>()
    ) {
      self.contacts = contacts
      self.destination = destination
      self.path = path
    }
  }

  /// What can happen in the list.
  public enum Action {
    /// The user tapped "add": the add form is presented for a new, empty contact.
    case addButtonTapped
    /// The user swiped a contact away: the list asks for confirmation.
    case deleteButtonTapped(id: Contact.ID)
    /// An action of the add form or of the alert.
    case destination(PresentationAction<Destination.Action>)
    /// An action of the stack or of a detail screen on it.
    case path(StackActionOf<ContactDetailFeature>)

    /// The buttons of the delete confirmation.
    @CasePathable
    public enum Alert: Equatable {
      /// Delete the contact.
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  /// The list.
  public init() {}

  /// The list's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: self.uuid(), name: ""))
        )
        return .none

      case .deleteButtonTapped(let id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none

      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none

      case .destination:
        return .none

      case .path(.element(id: _, action: .delegate(.contactChanged(let contact)))):
        state.contacts[id: contact.id] = contact
        return .none

      case .path(.element(id: _, action: .delegate(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none

      case .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) {
      ContactDetailFeature()
    }
  }
}

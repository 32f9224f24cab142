import ComposableEffects

/// A contact's screen, pushed on the list's stack: "edit" presents the contact form as a
/// sheet, "delete" asks for confirmation and then pops the screen.
///
/// The list holds the contacts; the screen tells it what changed with delegate actions, which
/// the list receives as `.path(.element(id:action:))`:
///
/// ```swift
/// case .destination(.presented(.alert(.confirmDeletion))):
///   return .run { [id = state.contact.id] send in
///     await send(.delegate(.confirmDeletion(id: id)))
///     await self.dismiss()
///   }
/// ```
///
/// `dismiss()` inside a stack element pops it.
@Reducer
public struct ContactDetailFeature: Sendable {
  /// The state of the screen and of what it presents.
  @ObservableState
  public struct State: Equatable {
    /// The contact shown.
    public var contact: Contact

    /// The edit form or the delete confirmation, when one is shown.
    @Presents public var destination: Destination.State?

    /// A screen showing `contact`, with nothing presented.
    public init(contact: Contact, destination: Destination.State? = nil) {
      self.contact = contact
      self.destination = destination
    }
  }

  /// What can happen on the screen.
  public enum Action {
    /// What the screen tells the list.
    case delegate(Delegate)
    /// The user tapped "delete": the screen asks for confirmation.
    case deleteButtonTapped
    /// An action of the edit form or of the alert.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "edit": the form is presented with the contact as it is.
    case editButtonTapped

    /// The buttons of the delete confirmation.
    @CasePathable
    public enum Alert: Equatable {
      /// Delete the contact.
      case confirmDeletion
    }

    /// What the screen tells the list.
    @CasePathable
    public enum Delegate: Equatable {
      /// The contact was edited and saved.
      case contactChanged(Contact)
      /// The user confirmed deleting the contact; the screen closes itself.
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The screen.
  public init() {}

  /// The screen's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteConfirmation(name: state.contact.name))
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { [id = state.contact.id] send in
          await send(.delegate(.confirmDeletion(id: id)))
          await self.dismiss()
        }

      case .destination(.presented(.edit(.delegate(.saveContact(let contact))))):
        state.contact = contact
        return .send(.delegate(.contactChanged(contact)))

      case .destination:
        return .none

      case .editButtonTapped:
        state.destination = .edit(AddContactFeature.State(contact: state.contact))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

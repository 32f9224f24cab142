import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

// The README's navigation example, as written there, with the child feature it presents, so
// that the README stays true.

private struct Contact: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
private struct AddContactFeature {
  @ObservableState
  struct State: Equatable {
    var contact: Contact
  }

  enum Action {
    case saveButtonTapped
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable { case saveContact(Contact) }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await dismiss()
        }
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
private struct ContactsFeature {
  @Reducer
  enum Destination {
    case addContact(AddContactFeature)
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }

  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case destination(PresentationAction<Destination.Action>)
    @CasePathable
    enum Alert: Equatable { case confirmDeletion(id: Contact.ID) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(AddContactFeature.State(contact: Contact(id: UUID(), name: "")))
        return .none
      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none
      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension ContactsFeature.Destination.State: Equatable {}

@MainActor
@Suite struct ReadmeNavigationTests {
  @Test func addingAContactSavesItAndDismissesTheForm() async {
    let store = TestStore(initialState: ContactsFeature.State()) { ContactsFeature() }
    store.exhaustivity = .off
    await store.send(.addButtonTapped)
    await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
    store.exhaustivity = .on
    await store.skipReceivedActions()
    #expect(store.state.contacts.count == 1)
    #expect(store.state.destination == nil)
  }

  @Test func theTestReceivesTheDelegateActionThenTheDismissal() async {
    let contact = Contact(id: UUID(0), name: "Blob")
    let store = TestStore(
      initialState: ContactsFeature.State(destination: .addContact(AddContactFeature.State(contact: contact)))
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
    await store.receive(\.destination.addContact.delegate.saveContact) {
      $0.contacts = [contact]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func confirmingTheAlertDeletesTheContact() async {
    let contact = Contact(id: UUID(0), name: "Blob")
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [contact],
        destination: .alert(AlertState { TextState("Delete?") } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: contact.id)) { TextState("Delete") }
        })
      )
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: contact.id))))) {
      $0.contacts = []
      $0.destination = nil
    }
  }
}

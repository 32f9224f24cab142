import ComposableEffects
import ComposableEffectsTestSupport
import Contacts
import Foundation
import Testing

/// TCA's contacts tutorial: the list presents the add form and the delete confirmation, and
/// pushes a contact's detail, whose edits and deletion reach the list as delegate actions.
@MainActor
@Suite struct ContactsFeatureTests {
  let blob = Contact(id: UUID(0), name: "Blob")
  let blobJr = Contact(id: UUID(1), name: "Blob Jr.")

  @Test func savingTheAddFormAppendsTheContactAndDismissesTheForm() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
      )
    }
    await store.send(\.destination.addContact.setName, "Blob") {
      $0.$destination[case: \.addContact]?.contact.name = "Blob"
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(
      \.destination.addContact.delegate.saveContact, Contact(id: UUID(0), name: "Blob")
    ) {
      $0.contacts = [Contact(id: UUID(0), name: "Blob")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func eachNewContactGetsANewID() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
      )
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(1), name: ""))
      )
    }
  }

  @Test func cancellingTheAddFormDismissesItWithoutSaving() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
      )
    }
    await store.send(.destination(.presented(.addContact(.setName("Blob Jr."))))) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: "Blob Jr."))
      )
    }
    await store.send(.destination(.presented(.addContact(.cancelButtonTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func confirmingTheDeleteAlertRemovesTheContact() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteButtonTapped(id: blobJr.id)) {
      $0.destination = .alert(.deleteConfirmation(id: UUID(1)))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: blobJr.id))))) {
      $0.contacts.remove(id: UUID(1))
      $0.destination = nil
    }
  }

  @Test func dismissingTheDeleteAlertKeepsTheContact() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteButtonTapped(id: blobJr.id)) {
      $0.destination = .alert(.deleteConfirmation(id: UUID(1)))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(store.state.contacts == [blob, blobJr])
  }

  @Test func theDeleteAlertAsksAboutTheContactTapped() {
    let alert = AlertState<ContactsFeature.Action.Alert>.deleteConfirmation(id: UUID(1))

    #expect(String(state: alert.title) == "Are you sure?")
    #expect(alert.buttons.map(\.role) == [.destructive])
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete"])
    alert.buttons[0].withAction { action in
      #expect(action == .confirmDeletion(id: UUID(1)))
    }
  }

  @Test func selectingAContactPushesItsDetailAndBackPopsIt() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blobJr)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(1), name: "Blob Jr."))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }
}

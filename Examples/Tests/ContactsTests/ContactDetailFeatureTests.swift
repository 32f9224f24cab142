import ComposableEffects
import ComposableEffectsTestSupport
import Contacts
import Foundation
import Testing

/// A contact's detail on the list's stack: its edit sheet saves into the list, and its
/// confirmed deletion removes the contact and pops the detail.
@MainActor
@Suite struct ContactDetailFeatureTests {
  let blob = Contact(id: UUID(0), name: "Blob")
  let blobJr = Contact(id: UUID(1), name: "Blob Jr.")

  private func makeStore() -> TestStoreOf<ContactsFeature> {
    TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  @Test func savingAnEditUpdatesTheDetailAndTheList() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(0), name: "Blob"))
    }
    await store.send(\.path[id: 0].editButtonTapped) {
      $0.path[id: 0]?.destination = .edit(AddContactFeature.State(contact: self.blob))
    }
    await store.send(\.path[id: 0].destination.edit.setName, "Blob Sr.") {
      $0.path[id: 0]?.$destination[case: \.edit]?.contact.name = "Blob Sr."
    }
    await store.send(\.path[id: 0].destination.edit.saveButtonTapped)
    await store.receive(
      \.path[id: 0].destination.edit.delegate.saveContact, Contact(id: UUID(0), name: "Blob Sr.")
    ) {
      $0.path[id: 0]?.contact.name = "Blob Sr."
    }
    await store.receive(
      \.path[id: 0].delegate.contactChanged, Contact(id: UUID(0), name: "Blob Sr.")
    ) {
      $0.contacts[id: UUID(0)]?.name = "Blob Sr."
    }
    await store.receive(\.path[id: 0].destination.dismiss) {
      $0.path[id: 0]?.destination = nil
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func cancellingAnEditChangesNothing() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(0), name: "Blob"))
    }
    await store.send(\.path[id: 0].editButtonTapped) {
      $0.path[id: 0]?.destination = .edit(AddContactFeature.State(contact: self.blob))
    }
    await store.send(\.path[id: 0].destination.edit.setName, "Blob Sr.") {
      $0.path[id: 0]?.$destination[case: \.edit]?.contact.name = "Blob Sr."
    }
    await store.send(\.path[id: 0].destination.edit.cancelButtonTapped)
    await store.receive(\.path[id: 0].destination.dismiss) {
      $0.path[id: 0]?.destination = nil
    }
    #expect(store.state.contacts == [blob, blobJr])
  }

  @Test func confirmingTheDeletionRemovesTheContactAndPopsTheDetail() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blobJr)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(1), name: "Blob Jr."))
    }
    await store.send(\.path[id: 0].deleteButtonTapped) {
      $0.path[id: 0]?.destination = .alert(.deleteConfirmation(name: "Blob Jr."))
    }
    await store.send(\.path[id: 0].destination.alert.confirmDeletion) {
      $0.path[id: 0]?.destination = nil
    }
    await store.receive(\.path[id: 0].delegate.confirmDeletion, UUID(1)) {
      $0.contacts.remove(id: UUID(1))
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path[id: 0] = nil
    }
  }

  @Test func dismissingTheDeleteAlertKeepsTheDetail() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blobJr)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(1), name: "Blob Jr."))
    }
    await store.send(\.path[id: 0].deleteButtonTapped) {
      $0.path[id: 0]?.destination = .alert(.deleteConfirmation(name: "Blob Jr."))
    }
    await store.send(\.path[id: 0].destination.dismiss) {
      $0.path[id: 0]?.destination = nil
    }
    #expect(store.state.contacts == [blob, blobJr])
    #expect(store.state.path.ids == [0])
  }

  @Test func theDetailsDeleteAlertNamesTheContactAndCanBeCancelled() {
    let alert = AlertState<ContactDetailFeature.Action.Alert>.deleteConfirmation(name: "Blob Jr.")

    #expect(String(state: alert.title) == "Delete Blob Jr.?")
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    alert.buttons[0].withAction { action in
      #expect(action == .confirmDeletion)
    }
    alert.buttons[1].withAction { action in
      #expect(action == nil)
    }
  }

  @Test func deletingFromTheSecondOfTwoDetailsPopsOnlyIt() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: Contact(id: UUID(0), name: "Blob"))
    }
    await store.send(.path(.push(id: 1, state: ContactDetailFeature.State(contact: blobJr)))) {
      $0.path[id: 1] = ContactDetailFeature.State(contact: Contact(id: UUID(1), name: "Blob Jr."))
    }
    await store.send(\.path[id: 1].deleteButtonTapped) {
      $0.path[id: 1]?.destination = .alert(.deleteConfirmation(name: "Blob Jr."))
    }
    await store.send(\.path[id: 1].destination.alert.confirmDeletion) {
      $0.path[id: 1]?.destination = nil
    }
    await store.receive(\.path[id: 1].delegate.confirmDeletion, UUID(1)) {
      $0.contacts.remove(id: UUID(1))
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
    #expect(store.state.path.ids == [0])
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Contacts
import Foundation
import Testing

/// A long session asserted only where it matters, as TCA's non-exhaustive test stores allow.
@MainActor
@Suite struct ContactsNonExhaustiveTests {
  @Test func aLongSessionEndsWithTheListItShouldHave() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    await store.send(.addButtonTapped)
    await store.send(\.destination.addContact.setName, "Blob")
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.skipReceivedActions()
    await store.send(.addButtonTapped)
    await store.send(\.destination.addContact.setName, "Blob Jr.")
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.contacts = [Contact(id: UUID(0), name: "Blob"), Contact(id: UUID(1), name: "Blob Jr.")]
      $0.destination = nil
    }

    await store.send(
      .path(.push(id: 0, state: ContactDetailFeature.State(contact: store.state.contacts[1])))
    )
    await store.send(\.path[id: 0].editButtonTapped)
    await store.send(\.path[id: 0].destination.edit.setName, "Blob III")
    await store.send(\.path[id: 0].destination.edit.saveButtonTapped)
    await store.receive(\.path[id: 0].delegate.contactChanged) {
      $0.contacts[id: UUID(1)]?.name = "Blob III"
    }
    await store.skipReceivedActions()

    await store.send(\.path[id: 0].deleteButtonTapped)
    await store.send(\.path[id: 0].destination.alert.confirmDeletion)
    await store.receive(\.path.popFrom) {
      $0.contacts = [Contact(id: UUID(0), name: "Blob")]
      $0.path = StackState()
    }

    await store.send(.deleteButtonTapped(id: UUID(0)))
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: UUID(0)))))) {
      $0.contacts = []
      $0.destination = nil
    }
  }
}

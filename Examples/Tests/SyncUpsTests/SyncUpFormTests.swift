import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

@MainActor
@Suite struct SyncUpFormTests {
  @Test func aFormWithoutAttendeesStartsWithAnEmptyRow() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(), title: "Engineering"))
    }

    #expect(state.syncUp.attendees == [Attendee(id: Attendee.ID(UUID(0)))])
  }

  @Test func addingAnAttendeeFocusesItsRow() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(), attendees: [Attendee(id: Attendee.ID(UUID(100)))])
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(Attendee.ID(UUID(0)))
      $0.syncUp.attendees = [
        Attendee(id: Attendee.ID(UUID(100))),
        Attendee(id: Attendee.ID(UUID(0))),
      ]
    }
  }

  @Test func deletingAttendeesMovesTheFocusToTheNextRowAndKeepsOneRow() async {
    let attendees = (0..<4).map { Attendee(id: Attendee.ID(UUID($0 + 10))) }
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(), attendees: IdentifiedArray(uniqueElements: attendees))
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1], attendees[2], attendees[3]]
    }
    // The last row: the focus goes to the row before it.
    await store.send(.deleteAttendees(atOffsets: [2])) {
      $0.focus = .attendee(attendees[2].id)
      $0.syncUp.attendees = [attendees[1], attendees[2]]
    }
    await store.send(.deleteAttendees(atOffsets: [0, 1])) {
      $0.focus = .attendee(Attendee.ID(UUID(0)))
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }
  }

  @Test func bindingsEditTheSyncUp() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(), attendees: [Attendee(id: Attendee.ID(UUID(0)))])
      )
    ) {
      SyncUpForm()
    }

    var edited = store.state.syncUp
    edited.title = "Design"
    edited.theme = .navy
    await store.send(\.binding.syncUp, edited) {
      $0.syncUp.title = "Design"
      $0.syncUp.theme = .navy
    }
    await store.send(\.binding.focus, nil) {
      $0.focus = nil
    }
  }
}

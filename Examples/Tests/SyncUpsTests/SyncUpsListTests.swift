import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

@MainActor
@Suite struct SyncUpsListTests {
  @Test func confirmingTheAddFormAppendsTheSyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var syncUp = SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])
    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(syncUp: syncUp)
    }

    syncUp.title = "Engineering"
    syncUp.attendees[0].name = "Ada"
    await store.send(\.addSyncUp.binding.syncUp, syncUp) {
      $0.addSyncUp?.syncUp.title = "Engineering"
      $0.addSyncUp?.syncUp.attendees[0].name = "Ada"
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test func confirmingDropsBlankAttendeesButKeepsOne() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        addSyncUp: SyncUpForm.State(
          syncUp: SyncUp(
            id: SyncUp.ID(UUID(100)),
            attendees: [
              Attendee(id: Attendee.ID(UUID(101)), name: ""),
              Attendee(id: Attendee.ID(UUID(102)), name: "   "),
            ],
            title: "Design"
          )
        )
      )
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(UUID(100)),
            attendees: [Attendee(id: Attendee.ID(UUID(0)))],
            title: "Design"
          )
        ]
      }
    }
  }

  @Test func dismissingTheAddFormDiscardsTheSyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])
      )
    }
    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func deletingRemovesTheSyncUps() async {
    @Shared(.syncUps) var syncUps = [SyncUp.mock, .engineeringMock, .designMock]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }

    await store.send(.onDelete([0, 2])) {
      $0.$syncUps.withLock { $0 = [.engineeringMock] }
    }
    #expect(syncUps == [.engineeringMock])
  }
}

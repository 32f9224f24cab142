import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

@MainActor
@Suite struct SyncUpDetailTests {
  @Test func restrictedSpeechRecognitionShowsAnAlert() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .restricted }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
  }

  @Test func deniedSpeechRecognitionShowsAnAlert() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
  }

  @Test func openingTheSettingsFromTheDeniedAlert() async {
    let settingsOpened = LockIsolated(false)
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .alert(.speechRecognitionDenied),
        syncUp: Shared(value: .mock)
      )
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.openSettings = { settingsOpened.setValue(true) }
    }

    await store.send(\.destination.alert.openSettings) {
      $0.destination = nil
    }
    await store.finish()
    #expect(settingsOpened.value)
  }

  @Test func continuingWithoutRecordingStartsTheMeeting() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .alert(.speechRecognitionDenied),
        syncUp: Shared(value: .mock)
      )
    ) {
      SyncUpDetail()
    }

    await store.send(\.destination.alert.continueWithoutRecording) {
      $0.destination = nil
    }
    await store.receive(\.delegate.startMeeting)
  }

  @Test func authorizedSpeechRecognitionStartsTheMeeting() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }

  @Test func doneEditingSavesTheEdits() async {
    var syncUp = SyncUp.mock
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    syncUp.title = "Design review"
    await store.send(\.destination.edit.binding.syncUp, syncUp) {
      $0.$destination[case: \.edit]?.syncUp.title = "Design review"
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Design review" }
    }
  }

  @Test func cancellingTheEditKeepsTheSyncUp() async {
    var syncUp = SyncUp.mock
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    syncUp.title = "Design review"
    await store.send(\.destination.edit.binding.syncUp, syncUp) {
      $0.$destination[case: \.edit]?.syncUp.title = "Design review"
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUp.title == "Design")
  }

  @Test func deletingAPastMeeting() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.$syncUp.withLock { $0.meetings = [] }
    }
  }

  @Test func confirmingTheDeletionRemovesTheSyncUpAndDismisses() async throws {
    let syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp, .engineeringMock]
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: sharedSyncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
      $syncUps.withLock { $0 = [.engineeringMock] }
    }
    await store.finish()
    #expect(store.isDismissed)
    #expect(syncUps == [.engineeringMock])
  }

  @Test func cancellingTheDeletionKeepsTheSyncUp() async {
    @Shared(.syncUps) var syncUps = [SyncUp.mock]
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(!store.isDismissed)
    #expect(syncUps == [.mock])
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

@MainActor
@Suite struct AppFeatureTests {
  @Test func deletingFromTheDetailRemovesTheSyncUpAndPopsTheDetail() async throws {
    let syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: syncUp.id]))

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    #expect(syncUps.isEmpty)
  }

  @Test func editingInTheDetailReachesTheList() async throws {
    var syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: syncUp.id]))

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    syncUp.title = "Design review"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, syncUp) {
      $0.path[id: 0, case: \.detail]?.$destination[case: \.edit]?.syncUp.title = "Design review"
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.title = "Design review" }
    }
    #expect(syncUps[id: syncUp.id]?.title == "Design review")
  }

  @Test func startingAMeetingPushesTheRecorder() async throws {
    @Shared(.syncUps) var syncUps = [SyncUp.mock]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }
    let sharedSyncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: SyncUp.mock.id]))

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
  }

  @Test func aRecordedMeetingIsSavedIntoTheSyncUpAndTheRecorderPops() async throws {
    let syncUp = SyncUp(
      id: SyncUp.ID(UUID(100)),
      attendees: [
        Attendee(id: Attendee.ID(UUID(101))),
        Attendee(id: Attendee.ID(UUID(102))),
        Attendee(id: Attendee.ID(UUID(103))),
      ],
      duration: .seconds(6)
    )
    @Shared(.syncUps) var syncUps = [syncUp]
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.date.now = date
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        AsyncThrowingStream {
          $0.yield(
            SpeechRecognitionResult(
              bestTranscription: Transcription(formattedString: "I finished the project"),
              isFinal: true
            )
          )
          $0.finish()
        }
      }
      $0.uuid = .incrementing
    }
    let sharedSyncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: syncUp.id]))
    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path.push, (id: 1, .record(RecordMeeting.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }

    await store.send(\.path[id: 1].record.onTask)
    await store.receive(\.path[id: 1].record.speechResult) {
      $0.path[id: 1, case: \.record]?.transcript = "I finished the project"
    }
    // A tick at a time: an advance on the main actor past several ticks of a timer may skip
    // some on a loaded machine (see the Coming from TCA article).
    for second in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].record.timerTick) {
        $0.path[id: 1, case: \.record]?.secondsElapsed = second
        $0.path[id: 1, case: \.record]?.speakerIndex = second / 2
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 6
      $0.syncUpsList.$syncUps.withLock {
        $0[id: syncUp.id]?.meetings = [
          Meeting(id: Meeting.ID(UUID(0)), date: date, transcript: "I finished the project")
        ]
      }
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    #expect(
      syncUps[id: syncUp.id]?.meetings == [
        Meeting(id: Meeting.ID(UUID(0)), date: date, transcript: "I finished the project")
      ]
    )
  }

  @Test func aPastMeetingIsPushedWithItsSyncUp() async {
    let syncUp = SyncUp.mock
    let meeting = syncUp.meetings[0]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(\.path.push, (id: 0, .meeting(meeting, syncUp: syncUp))) {
      $0.path[id: 0] = .meeting(meeting, syncUp: syncUp)
    }
    await store.send(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }
}

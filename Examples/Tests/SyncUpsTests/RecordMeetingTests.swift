import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

/// A sync-up of three attendees and six seconds: two seconds each.
private let shortSyncUp = SyncUp(
  id: SyncUp.ID(UUID(100)),
  attendees: [
    Attendee(id: Attendee.ID(UUID(101)), name: "Ada"),
    Attendee(id: Attendee.ID(UUID(102)), name: "Grace"),
    Attendee(id: Attendee.ID(UUID(103)), name: "Alan"),
  ],
  duration: .seconds(6),
  title: "Morning sync"
)

private let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

private struct SpeechRecognitionFailure: Error {}

private func heard(_ text: String) -> SpeechRecognitionResult {
  SpeechRecognitionResult(bestTranscription: Transcription(formattedString: text), isFinal: true)
}

@MainActor
@Suite struct RecordMeetingTests {
  @Test func theTimerGivesEachSpeakerTheirShareAndSavesTheMeetingAtTheEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.speechClient.authorizationStatus = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)

    for (second, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
        $0.speakerIndex = speaker
      }
      #expect(store.state.durationRemaining == .seconds(6 - second))
    }

    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings = [Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: "")]
      }
    }
    #expect(store.isDismissed)
  }

  @Test func nextSpeakerSkipsAheadAndTheLastAsksToEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.speechClient.authorizationStatus = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings = [Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: "")]
      }
    }
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func endingEarlyAndDiscardingSavesNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    await store.finish()
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings.isEmpty)
  }

  @Test func theClockStopsWhileTheEndMeetingAlertIsUpThenSaving() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.speechClient.authorizationStatus = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    // A tick at a time: an advance on the main actor past several ticks of a timer may skip
    // some on a loaded machine (see the Coming from TCA article).
    for _ in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick)
    }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings = [Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: "")]
      }
    }
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func theTranscriptIsSavedWithTheMeeting() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        AsyncThrowingStream {
          $0.yield(heard("I finished the export screen"))
          $0.finish()
        }
      }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I finished the export screen"
    }
    for (second, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
        $0.speakerIndex = speaker
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings = [
          Meeting(
            id: Meeting.ID(UUID(0)), date: meetingDate, transcript: "I finished the export screen"
          )
        ]
      }
    }
    #expect(store.isDismissed)
  }

  @Test func aNotDeterminedStatusAsksForPermission() async {
    let clock = TestClock()
    let asked = LockIsolated(false)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = {
        asked.setValue(true)
        return .denied
      }
    }

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    #expect(asked.value)
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    await store.finish()
  }

  @Test func aRecognitionFailureAsksWhetherToGoOn() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        AsyncThrowingStream {
          $0.yield(heard("I finished the export screen"))
          $0.finish(throwing: SpeechRecognitionFailure())
        }
      }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I finished the export screen"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I finished the export screen ❌"
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    for (second, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
        $0.speakerIndex = speaker
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings = [
          Meeting(
            id: Meeting.ID(UUID(0)), date: meetingDate,
            transcript: "I finished the export screen ❌"
          )
        ]
      }
    }
    #expect(store.isDismissed)
  }

  @Test func aRecognitionFailureCanDiscardTheMeeting() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shortSyncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        AsyncThrowingStream { $0.finish(throwing: SpeechRecognitionFailure()) }
      }
    }

    await store.send(.onTask)
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    await store.finish()
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings.isEmpty)
  }
}

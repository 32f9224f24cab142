import ComposableEffects
import Foundation

/// The meeting recorder: a timer that gives each attendee an equal share of the meeting, and
/// the speech recogniser transcribing what is said.
///
/// The meeting ends by itself when the last speaker's time is up, or early through the "End
/// meeting" alert; either way the transcript is saved as a ``Meeting`` at the top of the shared
/// sync-up's meetings (unless the user discards it) and the recorder dismisses itself. While an
/// alert is up the clock does not count.
@Reducer
public struct RecordMeeting: Sendable {
  /// The state of the recorder.
  @ObservableState
  public struct State: Equatable {
    /// The alert, when one is up: ending early, or the recogniser failed.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The seconds counted so far.
    public var secondsElapsed: Int
    /// The offset of the attendee speaking.
    public var speakerIndex: Int
    /// The sync-up meeting, shared with its detail and the list.
    @Shared public var syncUp: SyncUp
    /// What the recogniser has heard so far.
    public var transcript: String

    /// A recorder for the shared `syncUp`, at the start of the meeting unless told otherwise.
    public init(
      alert: AlertState<Action.Alert>? = nil,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// The time left in the meeting.
    public var durationRemaining: Duration {
      self.syncUp.duration - .seconds(self.secondsElapsed)
    }
  }

  /// What happens during a meeting.
  public enum Action {
    /// An action of the alert.
    case alert(PresentationAction<Alert>)
    /// The "End meeting" button: asks what to do with the meeting.
    case endMeetingButtonTapped
    /// The "next speaker" button.
    case nextButtonTapped
    /// The screen appeared: starts the timer, and transcribes when allowed.
    case onTask
    /// A second passed.
    case timerTick
    /// The recogniser failed.
    case speechFailure
    /// The recogniser heard more.
    case speechResult(SpeechRecognitionResult)

    /// The buttons of the recorder's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// Leave without saving the meeting.
      case confirmDiscard
      /// Save the meeting as it is and leave.
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.uuid) var uuid

  /// The recorder's logic.
  public init() {}

  /// The recorder's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await self.dismiss() }

      case .alert(.presented(.confirmSave)):
        self.saveMeeting(&state)
        return .run { _ in await self.dismiss() }

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          let status =
            self.speechClient.authorizationStatus() == .notDetermined
            ? await self.speechClient.requestAuthorization()
            : self.speechClient.authorizationStatus()
          await withTaskGroup(of: Void.self) { group in
            if status == .authorized {
              group.addTask { await self.transcribe(send: send) }
            }
            group.addTask { await self.tick(send: send) }
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        guard state.secondsElapsed.isMultiple(of: secondsPerAttendee) else { return .none }
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          // The last speaker's time is up: the meeting is over.
          self.saveMeeting(&state)
          return .run { _ in await self.dismiss() }
        }
        state.speakerIndex += 1
        return .none

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case .speechResult(let result):
        state.transcript = result.bestTranscription.formattedString
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Puts the meeting, dated now, at the top of the sync-up's meetings.
  private func saveMeeting(_ state: inout State) {
    let meeting = Meeting(id: Meeting.ID(self.uuid()), date: self.now, transcript: state.transcript)
    state.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
  }

  private func transcribe(send: Send<Action>) async {
    do {
      for try await result in await self.speechClient.startTask(RecognitionRequest()) {
        await send(.speechResult(result))
      }
    } catch {
      await send(.speechFailure)
    }
  }

  private func tick(send: Send<Action>) async {
    for await _ in self.clock.timer(interval: .seconds(1)) {
      await send(.timerTick)
    }
  }
}

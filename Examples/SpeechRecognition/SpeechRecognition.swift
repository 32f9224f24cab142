import ComposableEffects

/// Live transcription: tap to record, read what you say as you say it, tap again to stop.
///
/// Asking for permission and recording are one effect that reads top to bottom: request
/// authorization, report the answer, and only if it is `.authorized` start the recognition
/// task and send each transcription back, with any error the task throws caught and sent as
/// a failure:
///
/// ```swift
/// let store = Store(initialState: SpeechRecognition.State()) {
///   SpeechRecognition()
/// }
/// store.send(.recordButtonTapped)   // asks, then transcribes
/// store.send(.recordButtonTapped)   // finishes the task
/// ```
///
/// The recogniser is the ``SpeechClient`` dependency. ``SpeechRecognitionWithEffects`` is
/// the same feature performing the ``Speech`` effects instead.
@Reducer
public struct SpeechRecognition: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// The text of the alert shown, if any.
    public var alert: String?

    /// Whether the feature is listening.
    public var isRecording: Bool

    /// What the recogniser has transcribed so far.
    public var transcribedText: String

    /// A state; by default not recording, with nothing transcribed and no alert.
    public init(alert: String? = nil, isRecording: Bool = false, transcribedText: String = "") {
      self.alert = alert
      self.isRecording = isRecording
      self.transcribedText = transcribedText
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The user dismissed the alert.
    case dismissAlert
    /// The user tapped the record button, to start or to stop recording.
    case recordButtonTapped
    /// The recogniser transcribed more of the speech, or failed.
    case speech(TaskResult<String>)
    /// The user answered the request for permission.
    case speechRecognizerAuthorizationStatusResponse(AuthorizationStatus)
  }

  @Dependency(\.speechClient) var speechClient

  /// The feature.
  public init() {}

  /// The feature's logic: the recording effect, over the speech client, then what the
  /// feature does with the actions it sends back.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .recordButtonTapped = action else { return .none }
      state.isRecording.toggle()
      guard state.isRecording else {
        return .run { _ in await speechClient.finishTask() }
      }
      return .run { send in
        let status = await speechClient.requestAuthorization()
        await send(.speechRecognizerAuthorizationStatusResponse(status))

        guard status == .authorized
        else { return }

        var request = RecognitionRequest()
        request.shouldReportPartialResults = true
        request.requiresOnDeviceRecognition = false
        for try await result in speechClient.startTask(request) {
          await send(.speech(.success(result.bestTranscription.formattedString)))
        }
      } catch: { error, send in
        await send(.speech(.failure(error)))
      }
    }
    SpeechRecognitionResponses()
  }
}

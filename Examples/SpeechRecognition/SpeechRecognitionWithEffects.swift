import ComposableEffects

/// ``SpeechRecognition`` with its recogniser reached through the ``Speech`` effects instead
/// of the `speechClient` dependency: same state, same actions, same behaviour.
///
/// The effect reads exactly as before, with `Speech.requestAuthorization()` where it called
/// the client. In production the effects' default behaviour calls the client; in a test the
/// `TestStore` answers each one just in time:
///
/// ```swift
/// let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
///   SpeechRecognitionWithEffects()
/// }
/// await store.send(.recordButtonTapped) { $0.isRecording = true }
/// try await store.expect(Speech.RequestAuthorization.self, return: .denied)
/// await store.receive(.speechRecognizerAuthorizationStatusResponse(.denied)) {
///   $0.alert = "You denied access to speech recognition. This app needs access to transcribe your speech."
///   $0.isRecording = false
/// }
/// ```
@Reducer
public struct SpeechRecognitionWithEffects {
  /// The state of the feature: ``SpeechRecognition/State``.
  public typealias State = SpeechRecognition.State

  /// What can happen in the feature: ``SpeechRecognition/Action``.
  public typealias Action = SpeechRecognition.Action

  /// The feature.
  public init() {}

  /// The feature's logic: the recording effect, over the ``Speech`` effects, then what the
  /// feature does with the actions it sends back.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .recordButtonTapped = action else { return .none }
      state.isRecording.toggle()
      guard state.isRecording else {
        return .run { _ in await Speech.finishTask() }
      }
      return .run { send in
        let status = await Speech.requestAuthorization()
        await send(.speechRecognizerAuthorizationStatusResponse(status))

        guard status == .authorized
        else { return }

        var request = RecognitionRequest()
        request.shouldReportPartialResults = true
        request.requiresOnDeviceRecognition = false
        for try await result in Speech.startTask(request) {
          await send(.speech(.success(result.bestTranscription.formattedString)))
        }
      } catch: { error, send in
        await send(.speech(.failure(error)))
      }
    }
    SpeechRecognitionResponses()
  }
}

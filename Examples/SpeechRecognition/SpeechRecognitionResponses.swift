import ComposableEffects

/// What speech recognition does with the actions its recording effect sends back, and with
/// the alert's dismissal: the part of the logic that performs no effect, shared by
/// ``SpeechRecognition`` and ``SpeechRecognitionWithEffects``, which differ only in how they
/// reach the recogniser.
struct SpeechRecognitionResponses: Reducer {
  typealias State = SpeechRecognition.State
  typealias Action = SpeechRecognition.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .dismissAlert:
      state.alert = nil
      return .none

    case .recordButtonTapped:
      return .none

    case .speech(.failure(SpeechClient.Error.couldntConfigureAudioSession)),
      .speech(.failure(SpeechClient.Error.couldntStartAudioEngine)):
      state.alert = "Problem with audio device. Please try again."
      return .none

    case .speech(.failure):
      state.alert = "An error occurred while transcribing. Please try again."
      return .none

    case .speech(.success(let transcribedText)):
      state.transcribedText = transcribedText
      return .none

    case .speechRecognizerAuthorizationStatusResponse(let status):
      state.isRecording = status == .authorized
      switch status {
      case .notDetermined:
        state.alert = "Try again."
      case .denied:
        state.alert = """
          You denied access to speech recognition. This app needs access to transcribe your \
          speech.
          """
      case .restricted:
        state.alert = "Your device does not allow speech recognition."
      case .authorized:
        break
      }
      return .none
    }
  }
}

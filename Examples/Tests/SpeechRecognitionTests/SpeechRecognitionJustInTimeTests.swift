import ComposableEffects
import ComposableEffectsTestSupport
import SpeechRecognition
import Testing

/// The seed's test suite again, for the feature that performs the `Speech` effects: no speech
/// client is overridden; the test answers each effect just in time, and each result of the
/// recognition task as the effect pulls it.
@MainActor
@Suite struct SpeechRecognitionJustInTimeTests {
  @Test func deniedAuthorizationShowsAnAlert() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .denied)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.denied)) {
      $0.alert = """
        You denied access to speech recognition. This app needs access to transcribe your speech.
        """
      $0.isRecording = false
    }
  }

  @Test func restrictedAuthorizationShowsAnAlert() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .restricted)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.restricted)) {
      $0.alert = "Your device does not allow speech recognition."
      $0.isRecording = false
    }
  }

  @Test func undeterminedAuthorizationAsksToTryAgain() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .notDetermined)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.notDetermined)) {
      $0.alert = "Try again."
      $0.isRecording = false
    }
  }

  @Test func authorizedRecordingTranscribesEachResult() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    try await store.expect(Speech.StartTask.self) { request in
      #expect(
        request == RecognitionRequest(shouldReportPartialResults: true, requiresOnDeviceRecognition: false)
      )
      return .partial("Hello")
    }
    await store.receive(.speech(.success("Hello"))) {
      $0.transcribedText = "Hello"
    }

    try await store.expect(Speech.StartTask.self) { _ in .partial("Hello world") }
    await store.receive(.speech(.success("Hello world"))) {
      $0.transcribedText = "Hello world"
    }

    try await store.expect(Speech.StartTask.self) { _ in .final("Hello world, how are you?") }
    await store.receive(.speech(.success("Hello world, how are you?"))) {
      $0.transcribedText = "Hello world, how are you?"
    }

    try await store.expect(Speech.StartTask.self) { _ in nil }
  }

  @Test func audioSessionFailureShowsAnAlert() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    try await store.expect(Speech.StartTask.self) { _ in
      throw SpeechClient.Error.couldntConfigureAudioSession
    }
    await store.receive(.speech(.failure(SpeechClient.Error.couldntConfigureAudioSession))) {
      $0.alert = "Problem with audio device. Please try again."
    }
  }

  @Test func audioEngineFailureShowsAnAlert() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    try await store.expect(Speech.StartTask.self) { _ in
      throw SpeechClient.Error.couldntStartAudioEngine
    }
    await store.receive(.speech(.failure(SpeechClient.Error.couldntStartAudioEngine))) {
      $0.alert = "Problem with audio device. Please try again."
    }
  }

  @Test func recognitionFailureShowsAnAlert() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    try await store.expect(Speech.StartTask.self) { _ in throw SpeechClient.Error.taskError }
    await store.receive(.speech(.failure(SpeechClient.Error.taskError))) {
      $0.alert = "An error occurred while transcribing. Please try again."
    }
  }

  @Test func tappingRecordAgainFinishesTheTask() async throws {
    let store = TestStore(initialState: SpeechRecognitionWithEffects.State()) {
      SpeechRecognitionWithEffects()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    try await store.expect(Speech.StartTask.self) { _ in .partial("Hello") }
    await store.receive(.speech(.success("Hello"))) {
      $0.transcribedText = "Hello"
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    // The test store answers effects in the order they were performed: the recording effect
    // was already waiting for its next result when the button was tapped again, so that pull
    // comes first. Ending it (as the finished task would) lets the recording effect end too.
    try await store.expect(Speech.StartTask.self) { _ in nil }
    try await store.expect(Speech.FinishTask.self) {}
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import SpeechRecognition
import Testing

/// The seed's test suite for speech recognition: the speech client is a dependency whose
/// endpoints each test overrides, and the recognition task is a stream the test drives.
@MainActor
@Suite struct SpeechRecognitionTests {
  let recognitionTask = AsyncThrowingStream<SpeechRecognitionResult, any Error>.makeStream()

  @Test func deniedAuthorizationShowsAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .denied }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.denied)) {
      $0.alert = """
        You denied access to speech recognition. This app needs access to transcribe your speech.
        """
      $0.isRecording = false
    }
  }

  @Test func restrictedAuthorizationShowsAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .restricted }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.restricted)) {
      $0.alert = "Your device does not allow speech recognition."
      $0.isRecording = false
    }
  }

  @Test func undeterminedAuthorizationAsksToTryAgain() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .notDetermined }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.notDetermined)) {
      $0.alert = "Try again."
      $0.isRecording = false
    }
  }

  @Test func authorizedRecordingTranscribesEachResult() async {
    let requests = LockIsolated<[RecognitionRequest]>([])
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .authorized }
    store.dependencies.speechClient.startTask = { [recognitionTask] request in
      requests.withValue { $0.append(request) }
      return recognitionTask.stream
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    recognitionTask.continuation.yield(.partial("Hello"))
    await store.receive(.speech(.success("Hello"))) {
      $0.transcribedText = "Hello"
    }
    #expect(
      requests.value
        == [RecognitionRequest(shouldReportPartialResults: true, requiresOnDeviceRecognition: false)]
    )

    recognitionTask.continuation.yield(.partial("Hello world"))
    await store.receive(.speech(.success("Hello world"))) {
      $0.transcribedText = "Hello world"
    }

    recognitionTask.continuation.yield(.final("Hello world, how are you?"))
    await store.receive(.speech(.success("Hello world, how are you?"))) {
      $0.transcribedText = "Hello world, how are you?"
    }

    recognitionTask.continuation.finish()
    await store.finish()
  }

  @Test func audioSessionFailureShowsAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .authorized }
    store.dependencies.speechClient.startTask = { [recognitionTask] _ in recognitionTask.stream }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    recognitionTask.continuation.finish(throwing: SpeechClient.Error.couldntConfigureAudioSession)
    await store.receive(.speech(.failure(SpeechClient.Error.couldntConfigureAudioSession))) {
      $0.alert = "Problem with audio device. Please try again."
    }
  }

  @Test func audioEngineFailureShowsAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .authorized }
    store.dependencies.speechClient.startTask = { [recognitionTask] _ in recognitionTask.stream }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    recognitionTask.continuation.finish(throwing: SpeechClient.Error.couldntStartAudioEngine)
    await store.receive(.speech(.failure(SpeechClient.Error.couldntStartAudioEngine))) {
      $0.alert = "Problem with audio device. Please try again."
    }
  }

  @Test func recognitionFailureShowsAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .authorized }
    store.dependencies.speechClient.startTask = { [recognitionTask] _ in recognitionTask.stream }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    recognitionTask.continuation.finish(throwing: SpeechClient.Error.taskError)
    await store.receive(.speech(.failure(SpeechClient.Error.taskError))) {
      $0.alert = "An error occurred while transcribing. Please try again."
    }
  }

  @Test func tappingRecordAgainFinishesTheTask() async {
    let finishTaskCalls = LockIsolated(0)
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    }
    store.dependencies.speechClient.requestAuthorization = { .authorized }
    store.dependencies.speechClient.startTask = { [recognitionTask] _ in recognitionTask.stream }
    store.dependencies.speechClient.finishTask = { [recognitionTask] in
      finishTaskCalls.withValue { $0 += 1 }
      recognitionTask.continuation.finish()
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    recognitionTask.continuation.yield(.partial("Hello"))
    await store.receive(.speech(.success("Hello"))) {
      $0.transcribedText = "Hello"
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    await store.finish()
    #expect(finishTaskCalls.value == 1)
  }

  @Test func dismissingTheAlertHidesIt() async {
    let store = TestStore(initialState: SpeechRecognition.State(alert: "Try again.")) {
      SpeechRecognition()
    }

    await store.send(.dismissAlert) {
      $0.alert = nil
    }
  }
}

import ComposableEffects

/// The speech recogniser, as algebraic effects: the endpoints of ``SpeechClient`` as
/// operations that the handlers installed around the caller decide.
///
/// By default each effect calls the `speechClient` dependency, so production code that
/// performs them uses the client the app configured. A test answers them just in time
/// instead, with no client to override:
///
/// ```swift
/// await store.send(.recordButtonTapped) { $0.isRecording = true }
/// try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
/// await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
/// try await store.expect(Speech.StartTask.self) { request in
///   SpeechRecognitionResult(
///     bestTranscription: Transcription(formattedString: "Hello"), isFinal: false
///   )
/// }
/// ```
public enum Speech {
  /// Asks the user for permission to recognise their speech, and returns their answer.
  @Effect
  public nonisolated(nonsending) static func requestAuthorization() async -> AuthorizationStatus {
    @Dependency(\.speechClient) var speechClient
    return await speechClient.requestAuthorization()
  }

  /// Starts listening and transcribing: a result each time the transcription changes, until
  /// ``finishTask()`` or an error ends the sequence.
  ///
  /// Under a test handler each result the caller pulls is one step the test answers: an
  /// element, `nil` to end the sequence, or an error to fail it.
  @Effect
  public static func startTask(
    _ request: RecognitionRequest
  ) -> any AsyncSequence<SpeechRecognitionResult, any Error> {
    @Dependency(\.speechClient) var speechClient
    return speechClient.startTask(request)
  }

  /// Stops listening and finishes the current recognition task.
  @Effect
  public nonisolated(nonsending) static func finishTask() async {
    @Dependency(\.speechClient) var speechClient
    await speechClient.finishTask()
  }
}

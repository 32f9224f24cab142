/// The speech recogniser, as a dependency: asking for permission, and transcribing the audio
/// the device hears.
///
/// The endpoints are plain Swift concurrency: async functions and an `AsyncThrowingStream`, so
/// the client needs nothing from the architecture and any code can use it. Reach it through
/// the dependency system, and override an endpoint to control it in a test:
///
/// ```swift
/// @Dependency(\.speechClient) var speechClient
///
/// let status = await speechClient.requestAuthorization()
/// guard status == .authorized else { return }
/// for try await result in speechClient.startTask(RecognitionRequest()) {
///   print(result.bestTranscription.formattedString)
/// }
/// ```
///
/// ```swift
/// let store = TestStore(initialState: SpeechRecognition.State()) {
///   SpeechRecognition()
/// } withDependencies: {
///   $0.speechClient.requestAuthorization = { .denied }
/// }
/// ```
///
/// > Important: There is no speech engine on Linux: the live client is ``lorem``, which
/// > streams placeholder text. A client over Apple's Speech framework would be written on
/// > Apple platforms from the same three endpoints.
public struct SpeechClient: Sendable {
  /// Stops listening and finishes the current recognition task: its stream ends.
  ///
  /// It is `async`, although stopping may not need to suspend, so that it can only be called
  /// from an effect, never from a reducer.
  public var finishTask: @Sendable () async -> Void

  /// Asks the user for permission to recognise their speech, and returns their answer.
  public var requestAuthorization: @Sendable () async -> AuthorizationStatus

  /// Starts listening and transcribing: the stream delivers a result each time the
  /// transcription changes, and ends after ``finishTask`` or with an ``Error``.
  public var startTask: @Sendable (RecognitionRequest) -> AsyncThrowingStream<SpeechRecognitionResult, any Swift.Error>

  /// A client made of the given endpoints.
  public init(
    finishTask: @escaping @Sendable () async -> Void,
    requestAuthorization: @escaping @Sendable () async -> AuthorizationStatus,
    startTask: @escaping @Sendable (RecognitionRequest) -> AsyncThrowingStream<SpeechRecognitionResult, any Swift.Error>
  ) {
    self.finishTask = finishTask
    self.requestAuthorization = requestAuthorization
    self.startTask = startTask
  }

  /// Why a recognition task failed: the errors ``SpeechClient/startTask`` streams.
  public enum Error: Swift.Error, Equatable {
    /// The recogniser failed while transcribing.
    case taskError
    /// The audio engine would not start.
    case couldntStartAudioEngine
    /// The audio session could not be configured for recording.
    case couldntConfigureAudioSession
  }
}

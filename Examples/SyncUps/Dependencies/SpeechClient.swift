/// The speech recogniser the meeting recorder transcribes with, as a dependency.
///
/// A test replaces the endpoints its flow uses:
///
/// ```swift
/// let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .mock))) {
///   RecordMeeting()
/// } withDependencies: {
///   $0.speechClient.authorizationStatus = { .authorized }
///   $0.speechClient.startTask = { _ in
///     AsyncThrowingStream {
///       $0.yield(SpeechRecognitionResult(
///         bestTranscription: Transcription(formattedString: "Done"), isFinal: true
///       ))
///       $0.finish()
///     }
///   }
/// }
/// ```
///
/// > Important: There is no speech engine on Linux: the live client is ``simulated``, which
/// > "hears" a scripted stand-up at the pace of the `continuousClock` dependency.
public struct SpeechClient: Sendable {
  /// The user's current answer to the permission request, without asking.
  public var authorizationStatus: @Sendable () -> AuthorizationStatus

  /// Asks the user for permission to transcribe, and returns their answer.
  public var requestAuthorization: @Sendable () async -> AuthorizationStatus

  /// Starts transcribing: the stream delivers the transcription each time it grows, and ends
  /// when the listening stops (the stream's consumer is cancelled) or with an error.
  public var startTask:
    @Sendable (_ request: RecognitionRequest) async -> AsyncThrowingStream<
      SpeechRecognitionResult, any Error
    >

  /// A client made of the given endpoints.
  public init(
    authorizationStatus: @escaping @Sendable () -> AuthorizationStatus,
    requestAuthorization: @escaping @Sendable () async -> AuthorizationStatus,
    startTask: @escaping @Sendable (_ request: RecognitionRequest) async -> AsyncThrowingStream<
      SpeechRecognitionResult, any Error
    >
  ) {
    self.authorizationStatus = authorizationStatus
    self.requestAuthorization = requestAuthorization
    self.startTask = startTask
  }
}

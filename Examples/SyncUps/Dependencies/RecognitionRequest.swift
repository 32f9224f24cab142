/// What a recognition task listens to: a stand-in for `SFSpeechAudioBufferRecognitionRequest`.
/// The simulated recogniser needs no settings, so it has none.
public struct RecognitionRequest: Equatable, Sendable {
  /// A request to transcribe what the microphone hears.
  public init() {}
}

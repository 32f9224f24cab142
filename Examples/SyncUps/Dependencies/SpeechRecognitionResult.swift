/// The transcription so far of a running recognition task, delivered each time it changes.
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The most likely transcription of what was heard.
  public var bestTranscription: Transcription
  /// Whether this is the task's last result.
  public var isFinal: Bool

  /// A result transcribing the audio as `bestTranscription`.
  public init(bestTranscription: Transcription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
  }
}

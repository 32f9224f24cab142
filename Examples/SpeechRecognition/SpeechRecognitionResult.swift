/// One result of a recognition task: the transcription so far, delivered each time it
/// changes.
///
/// A stand-in for the part of `SFSpeechRecognitionResult` the feature reads.
///
/// ```swift
/// for try await result in speechClient.startTask(request) {
///   print(result.bestTranscription.formattedString)
/// }
/// ```
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The most likely transcription of the audio heard so far.
  public var bestTranscription: Transcription

  /// Whether this is the last result of the task: a partial result may still change, a final
  /// one does not.
  public var isFinal: Bool

  /// A result transcribing the audio as `bestTranscription`.
  public init(bestTranscription: Transcription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
  }
}

import SpeechRecognition

extension SpeechRecognitionResult {
  /// A result that may still change: the recogniser is still listening.
  static func partial(_ text: String) -> Self {
    Self(bestTranscription: Transcription(formattedString: text), isFinal: false)
  }

  /// The last result of a recognition task.
  static func final(_ text: String) -> Self {
    Self(bestTranscription: Transcription(formattedString: text), isFinal: true)
  }
}

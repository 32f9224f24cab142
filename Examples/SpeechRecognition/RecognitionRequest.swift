/// How a recognition task should transcribe the audio it hears: the argument of
/// ``SpeechClient/startTask``.
///
/// A stand-in for `SFSpeechAudioBufferRecognitionRequest`. It is a value, so configure a
/// variable before starting the task:
///
/// ```swift
/// var request = RecognitionRequest()
/// request.shouldReportPartialResults = true
/// request.requiresOnDeviceRecognition = false
/// for try await result in speechClient.startTask(request) { … }
/// ```
public struct RecognitionRequest: Equatable, Sendable {
  /// Whether the task delivers a result for every word it hears rather than only the final
  /// transcription.
  public var shouldReportPartialResults: Bool

  /// Whether the audio must stay on the device instead of going to a recognition server.
  public var requiresOnDeviceRecognition: Bool

  /// A request with the defaults of Apple's: partial results, on-device recognition not
  /// required.
  public init(shouldReportPartialResults: Bool = true, requiresOnDeviceRecognition: Bool = false) {
    self.shouldReportPartialResults = shouldReportPartialResults
    self.requiresOnDeviceRecognition = requiresOnDeviceRecognition
  }
}

/// A transcription of what the speaker said so far.
///
/// A stand-in for the part of `SFTranscription` the feature reads.
public struct Transcription: Equatable, Sendable {
  /// The whole transcription as one string, ready to show.
  public var formattedString: String

  /// A transcription reading `formattedString`.
  public init(formattedString: String) {
    self.formattedString = formattedString
  }
}

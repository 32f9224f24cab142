/// A transcription of speech.
public struct Transcription: Equatable, Sendable {
  /// The words heard, as one readable string.
  public var formattedString: String

  /// A transcription reading `formattedString`.
  public init(formattedString: String) {
    self.formattedString = formattedString
  }
}

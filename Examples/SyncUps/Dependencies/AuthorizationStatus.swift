/// Whether the user lets the app transcribe meetings: a stand-in for
/// `SFSpeechRecognizerAuthorizationStatus`, which exists only where Apple's Speech framework
/// does.
public enum AuthorizationStatus: Equatable, Sendable {
  /// The user has not been asked yet.
  case notDetermined
  /// The user refused.
  case denied
  /// The device does not allow speech recognition.
  case restricted
  /// The user agreed.
  case authorized
}

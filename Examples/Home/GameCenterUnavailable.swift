/// The error authentication throws where Game Center is not set up: the player has no account
/// on the device, or declined to sign in.
public struct GameCenterUnavailable: Error, Equatable {
  /// The error.
  public init() {}
}

/// What the user allowed the app to do with notifications: the answer of
/// ``UserNotificationClient/getNotificationSettings``.
///
/// A stand-in for the part of `UNNotificationSettings` the game over screen reads: when the
/// user has not been asked yet, closing the screen offers to turn notifications on.
public struct NotificationSettings: Equatable, Sendable {
  /// Whether the app may send notifications.
  public var authorizationStatus: AuthorizationStatus

  /// Settings with the given status.
  public init(authorizationStatus: AuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }

  /// Whether the app may send notifications: a stand-in for `UNAuthorizationStatus`.
  public enum AuthorizationStatus: Equatable, Sendable {
    /// The user has not been asked yet.
    case notDetermined
    /// The user refused.
    case denied
    /// The user agreed.
    case authorized
    /// The app may deliver notifications quietly, without asking first.
    case provisional
  }
}

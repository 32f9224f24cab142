/// The system's notification settings: reading them, and asking the user for permission.
///
/// ```swift
/// @Dependency(\.userNotifications) var userNotifications
///
/// let settings = await userNotifications.getNotificationSettings()
/// if settings.authorizationStatus == .notDetermined {
///   let granted = try await userNotifications.requestAuthorization()
/// }
/// ```
///
/// > Important: There is no notification center on Linux: the live client is ``simulated``,
/// > a user who has not been asked yet and agrees when asked.
public struct UserNotificationClient: Sendable {
  /// The current settings.
  public var getNotificationSettings: @Sendable () async -> NotificationSettings

  /// Asks the user to allow notifications, and returns whether they did.
  public var requestAuthorization: @Sendable () async throws -> Bool

  /// A client made of the given endpoints.
  public init(
    getNotificationSettings: @escaping @Sendable () async -> NotificationSettings,
    requestAuthorization: @escaping @Sendable () async throws -> Bool
  ) {
    self.getNotificationSettings = getNotificationSettings
    self.requestAuthorization = requestAuthorization
  }
}

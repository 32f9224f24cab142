import ComposableEffects

extension UserNotificationClient: DependencyKey {
  /// The client used when the app runs: ``simulated``, since there is no notification center
  /// on every platform the package supports.
  public static let liveValue = UserNotificationClient.simulated

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = UserNotificationClient(
    getNotificationSettings: unimplemented(
      "UserNotificationClient.getNotificationSettings",
      placeholder: NotificationSettings(authorizationStatus: .notDetermined)
    ),
    requestAuthorization: unimplemented("UserNotificationClient.requestAuthorization")
  )
}

extension DependencyValues {
  /// The system's notification settings: ``UserNotificationClient``.
  public var userNotifications: UserNotificationClient {
    get { self[UserNotificationClient.self] }
    set { self[UserNotificationClient.self] = newValue }
  }
}

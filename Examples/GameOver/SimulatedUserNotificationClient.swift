import ComposableEffects

extension UserNotificationClient {
  /// A notification center with a user who has not been asked yet (`.notDetermined`), and
  /// who, when asked, takes a second to read the prompt and taps Allow: from then on the
  /// settings say `.authorized`.
  ///
  /// The second is measured on the `continuousClock` dependency, so a test or a faster clock
  /// controls it. Each access makes a new center.
  public static var simulated: Self {
    let status = LockIsolated(NotificationSettings.AuthorizationStatus.notDetermined)
    return Self(
      getNotificationSettings: {
        NotificationSettings(authorizationStatus: status.value)
      },
      requestAuthorization: {
        @Dependency(\.continuousClock) var clock
        if status.value == .notDetermined {
          try await clock.sleep(for: .seconds(1))
          status.setValue(.authorized)
        }
        return status.value == .authorized
      }
    )
  }
}

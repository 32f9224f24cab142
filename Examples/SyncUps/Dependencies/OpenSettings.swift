import ComposableEffects

private enum OpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
  static let testValue: @Sendable () async -> Void = unimplemented("openSettings")
}

extension DependencyValues {
  /// Opens the system's settings, where the user can allow speech recognition after denying
  /// it. The live value does nothing on platforms without such a screen; a command-line host
  /// sets one that tells the user what to do.
  public var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

import ComposableEffects

extension LowPowerModeClient: DependencyKey {
  /// The client used when the app runs: ``powerProfile``.
  public static let liveValue = LowPowerModeClient.powerProfile

  /// The client used in tests: starting fails the test, so a test overrides it whenever its
  /// flow reads the setting.
  public static let testValue = LowPowerModeClient(
    start: unimplemented("LowPowerModeClient.start", placeholder: .finished)
  )
}

extension DependencyValues {
  /// Whether the device is saving power: ``LowPowerModeClient``.
  public var lowPowerMode: LowPowerModeClient {
    get { self[LowPowerModeClient.self] }
    set { self[LowPowerModeClient.self] = newValue }
  }
}

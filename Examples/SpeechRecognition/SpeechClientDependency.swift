import ComposableEffects

extension SpeechClient: DependencyKey {
  /// The client used when the app runs: ``lorem``, since there is no speech engine to drive
  /// on every platform the package supports.
  public static let liveValue = SpeechClient.lorem

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = SpeechClient(
    finishTask: unimplemented("SpeechClient.finishTask"),
    requestAuthorization: unimplemented(
      "SpeechClient.requestAuthorization", placeholder: .notDetermined
    ),
    startTask: unimplemented("SpeechClient.startTask", placeholder: .finished())
  )
}

extension DependencyValues {
  /// The speech recogniser: ``SpeechClient``.
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

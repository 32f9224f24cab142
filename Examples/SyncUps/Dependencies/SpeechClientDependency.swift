import ComposableEffects

extension SpeechClient: DependencyKey {
  /// The client the app runs with: ``simulated``.
  public static var liveValue: SpeechClient { .simulated }

  /// The client of tests: each endpoint fails the test when called, so a test states exactly
  /// the endpoints its flow uses.
  public static let testValue = SpeechClient(
    authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied),
    requestAuthorization: unimplemented(
      "SpeechClient.requestAuthorization", placeholder: .denied
    ),
    startTask: unimplemented("SpeechClient.startTask", placeholder: .finished())
  )
}

extension DependencyValues {
  /// The speech recogniser the meeting recorder uses: ``SpeechClient``.
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

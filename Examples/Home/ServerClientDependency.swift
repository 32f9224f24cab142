import ComposableEffects
import Foundation

extension ServerClient: DependencyKey {
  /// The client used when the app runs: ``live(baseURL:session:)`` against a server on this
  /// machine's port 8080. The `home` subcommand starts its own server and points the client
  /// at it.
  public static let liveValue = ServerClient.live(baseURL: URL(string: "http://127.0.0.1:8080")!)

  /// The client used in tests: every endpoint fails the test when called, so a test overrides
  /// exactly the endpoints its flow uses.
  public static let testValue = ServerClient(
    authenticate: unimplemented("ServerClient.authenticate"),
    config: unimplemented("ServerClient.config"),
    dailyChallenges: unimplemented("ServerClient.dailyChallenges"),
    weekInReview: unimplemented("ServerClient.weekInReview")
  )
}

extension DependencyValues {
  /// The game's server: ``ServerClient``.
  public var serverClient: ServerClient {
    get { self[ServerClient.self] }
    set { self[ServerClient.self] = newValue }
  }
}

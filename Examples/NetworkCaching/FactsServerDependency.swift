import ComposableEffects
import Foundation

/// The address of the facts server: a dependency, so that the app (or the `examples`
/// command, which starts a server on a port of its own) decides where facts come from.
private enum FactsServerKey: DependencyKey {
  /// A facts server on the loopback interface.
  static let liveValue = URL(string: "http://127.0.0.1:8080")!

  /// An address that never resolves: tests answer `HTTP.data` themselves.
  static let testValue = URL(string: "https://facts.invalid")!
}

extension DependencyValues {
  /// The base URL of the facts server, such as `http://127.0.0.1:8080`.
  public var factsServer: URL {
    get { self[FactsServerKey.self] }
    set { self[FactsServerKey.self] = newValue }
  }
}

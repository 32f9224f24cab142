import Dependencies

/// A swift-dependencies client: a struct of `@Sendable` closures, the style the benchmarks
/// compare effects against.
struct CounterClient: Sendable {
  var increment: @Sendable (Int) -> Int
}

extension CounterClient: DependencyKey {
  static let liveValue = CounterClient(increment: { $0 &+ 1 })
}

extension DependencyValues {
  /// The counter client, reached as `@Dependency(\.counter)`.
  var counter: CounterClient {
    get { self[CounterClient.self] }
    set { self[CounterClient.self] = newValue }
  }
}

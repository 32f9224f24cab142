import ComposableEffects

/// A dependency whose live and test values differ, for the tests that check which dependencies
/// a reducer or an effect runs with.
enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

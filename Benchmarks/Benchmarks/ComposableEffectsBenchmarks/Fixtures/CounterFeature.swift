import Dependencies

/// A feature that uses the client as features do: through a `@Dependency` property, resolved
/// on each access.
struct CounterFeature {
  @Dependency(\.counter) var counter

  func increment(_ value: Int) -> Int {
    counter.increment(value)
  }
}

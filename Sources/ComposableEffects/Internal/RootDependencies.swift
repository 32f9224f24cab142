extension DependencyValues {
  /// The dependencies of a new root store (or test store): those in force, changed by
  /// `prepare`, with a cancellation registry and stack element identifiers of its own.
  ///
  /// `prepare` runs inside swift-dependencies' own `withDependencies`, which marks its changes
  /// as settings: `$0.date.now = …` reads the `date` client before it changes part of it, and
  /// outside that scope the read of a client that has no test value is reported as unimplemented.
  @usableFromInline
  static func forRootStore(preparedBy prepare: (inout DependencyValues) -> Void) -> Self {
    var dependencies = withDependencies(prepare) { DependencyValues._current }
    dependencies.cancellationRegistry = CancellationRegistry()
    dependencies.stackElementID = StackElementIDGenerator()
    return dependencies
  }
}

extension DependencyValues {
  /// The dependencies of a new root store: those in force, changed by `prepare`, with throttles
  /// and stack element identifiers of its own (the store adds its cancellation registry). Its identifiers
  /// carry on from those in force, which numbered any stack built before the store, so it never
  /// hands one of those out again.
  ///
  /// `prepare` runs inside swift-dependencies' own `withDependencies`, which marks its changes
  /// as settings: `$0.date.now = …` reads the `date` client before it changes part of it, and
  /// outside that scope the read of a client that has no test value is reported as unimplemented.
  @usableFromInline
  static func forRootStore(preparedBy prepare: (inout DependencyValues) -> Void) -> Self {
    var dependencies = withDependencies(prepare) { DependencyValues._current }
    dependencies.throttleStorage = ThrottleStorage()
    dependencies.childrenSeen = ChildrenSeen()
    dependencies.stackElementID = dependencies.stackElementID.copy()
    return dependencies
  }

  /// The dependencies of a new test store: as a root store's, but with the test's own stack
  /// element identifiers, as in TCA, so that a stack the test builds outside the store and the
  /// store's pushes share one count.
  static func forRootTestStore(preparedBy prepare: (inout DependencyValues) -> Void) -> Self {
    var dependencies = withDependencies(prepare) { DependencyValues._current }
    dependencies.throttleStorage = ThrottleStorage()
    dependencies.childrenSeen = ChildrenSeen()
    // Read once, here in the test, and kept: the store's effects may run where swift-dependencies
    // cannot tell which test they belong to.
    dependencies.stackElementID = dependencies.stackElementID
    return dependencies
  }

  /// Makes sure the test store these dependencies belong to never hands out a stack element
  /// identifier that is already in `initialState`, where the test may have set identifiers of
  /// its own choosing.
  func reserveStackElementIDs(of initialState: Any) {
    self.stackElementID.skip(pastIDsIn: initialState)
  }
}

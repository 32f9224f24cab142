import Dependencies

/// How a test store asserts shared state (``Shared``): its reducer and effects record, in the
/// store's ``SharedChangeTracker``, the value each shared value had before its first change of
/// the step; the step's closure changes that copy (``SharedAssertion/Side/expected``), and the
/// comparison reads it on the expected side and the live value on the actual side. Once the
/// step is checked, the tracker forgets the copies.
extension DependencyValues {
  /// Gives a test store's dependencies a tracker of shared changes, and keeps the test's
  /// shared values: the store's effects may run where swift-dependencies cannot tell the test.
  mutating func trackSharedChanges() {
    self.sharedChangeTracker = SharedChangeTracker()
    self[SharedBoxes.self] = self[SharedBoxes.self]
    self.defaultFileStorage = self.defaultFileStorage
    self.defaultAppStorage = self.defaultAppStorage
  }
}

extension TestStore {
  /// Runs `body` (an assertion closure, or a comparison of expected with actual state) with
  /// shared values read and changed on `side`.
  func assertingShared<R>(_ side: SharedAssertion.Side, _ body: () throws -> R) rethrows -> R {
    guard let tracker = self.core.dependencies.sharedChangeTracker else { return try body() }
    return try SharedAssertion.run(side, tracker: tracker, body)
  }

  /// Whether the step changed a shared value (or its closure asserted one changed).
  var stepChangedSharedState: Bool {
    self.core.dependencies.sharedChangeTracker?.hasChanges ?? false
  }

  /// Begins a step's assertion of shared state. A `send` step leaves to the next step the
  /// changes its action's effects (and the actions they sent) made: in TCA they happen after
  /// the step's assertion.
  func beginSharedAssertion(isSend: Bool) {
    self.core.dependencies.sharedChangeTracker?.defersEffectChanges = isSend
  }

  /// Ends a step's assertion of shared state: the values it left are the next step's start.
  func finishSharedAssertion() {
    self.core.dependencies.sharedChangeTracker?.reset(exhaustive: self.exhaustivity == .on)
  }
}

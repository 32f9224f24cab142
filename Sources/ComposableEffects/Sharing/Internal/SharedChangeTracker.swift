import AlgebraicEffects
import Dependencies

/// The shared values a test store's steps changed: each box keeps its value from before the
/// step (``SharedBox/Snapshot``), and the tracker knows which boxes to ask to forget it once the
/// step is asserted.
///
/// A test store puts its tracker in its dependencies, so that changes made by its reducer and
/// effects are tracked, and changes made elsewhere (another test running in parallel) are not.
final class SharedChangeTracker: Sendable {
  private let boxes = Locked<[ObjectIdentifier: any SharedBoxProtocol]>([:])

  /// Whether a shared value was changed (or asserted) since the last ``reset()``.
  var hasChanges: Bool {
    self.boxes.withLock { !$0.isEmpty }
  }

  func record(_ box: any SharedBoxProtocol) {
    self.boxes.withLock { $0[ObjectIdentifier(box)] = box }
  }

  /// Ends a step: the values it left are what the next step starts from.
  func reset() {
    let boxes = self.boxes.withLock { boxes in
      defer { boxes = [:] }
      return boxes
    }
    for box in boxes.values { box.forgetSnapshot() }
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}

extension DependencyValues {
  /// The tracker of the test store whose reducer or effect is running, if any.
  var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}

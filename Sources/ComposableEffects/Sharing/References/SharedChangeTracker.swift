import AlgebraicEffects
import Dependencies
import IssueReporting
import Synchronization

/// The shared values a test store's steps changed: each box keeps its value from before the
/// step (``SharedBox/Snapshot``), and the tracker knows which boxes to ask to forget it once the
/// step is asserted.
///
/// A test store puts its tracker in its dependencies, so that changes made by its reducer and
/// effects are tracked, and changes made elsewhere (another test running in parallel) are not.
///
/// A change an effect makes directly (outside a reducer) is not the step's: as in TCA, where
/// effects run after the step's assertion, it is asserted by the next step or `store.assert`.
/// One still unasserted when the store goes away fails an exhaustive test.
@usableFromInline
final class SharedChangeTracker: Sendable {
  private let boxes = Locked<[ObjectIdentifier: any SharedBoxProtocol]>([:])
  private let isExhaustive = Locked(true)
  private let defersEffectChangesNow = Locked(false)

  /// Whether the step being asserted is a `send`, which leaves the changes its effects made to
  /// the next step.
  var defersEffectChanges: Bool {
    get { self.defersEffectChangesNow.withLock { $0 } }
    set { self.defersEffectChangesNow.withLock { $0 = newValue } }
  }

  /// Whether the reducer is running an action the test sent: its changes are its step's.
  @TaskLocal static var isReducing = false

  /// The tracker a `_printChanges` reducer gives its base while it reduces, outside a test
  /// store, so that the shared values the action changes keep their value from before and the
  /// printed diff shows them. A task-local, not a dependency: effects capture their
  /// dependencies as the reducer returns them, and must not keep tracking.
  @TaskLocal static var printingChanges: SharedChangeTracker?

  /// How many trackers exist. While there are none (an app, a server: no test store, no
  /// `_printChanges`), a change looks none up: reading a dependency costs more than the change.
  @usableFromInline static let count = Atomic(0)

  /// The tracker that records a change made here: the test store's, or a printing reducer's.
  @inlinable static var current: SharedChangeTracker? {
    // Relaxed: a tracker reaches a change through dependencies or a task-local bound after it
    // was made, which orders its count before the change.
    guard Self.count.load(ordering: .relaxed) > 0 else { return nil }
    return Self.lookUp()
  }

  @usableFromInline static func lookUp() -> SharedChangeTracker? {
    DependencyValues._current.sharedChangeTracker ?? printingChanges
  }

  init() {
    Self.count.add(1, ordering: .relaxed)
  }

  deinit {
    Self.count.subtract(1, ordering: .relaxed)
    guard self.isExhaustive.withLock({ $0 }) else { return }
    for box in self.boxes.withLock({ Array($0.values) }) {
      guard let change = box.trackedChange else { continue }
      reportIssue(
        """
        A shared value changed, and no step asserted the change: \(change.before) → \
        \(change.after)

        Assert it in a step's closure, or with 'store.assert { … }', by changing it with \
        'withLock'.
        """
      )
    }
  }

  /// Whether a shared value was changed (or asserted) since the last ``reset()``.
  var hasChanges: Bool {
    self.boxes.withLock { !$0.isEmpty }
  }

  func record(_ box: any SharedBoxProtocol) {
    self.boxes.withLock { $0[ObjectIdentifier(box)] = box }
  }

  /// Ends a step: the values it left are what the next step starts from, but for the changes
  /// only effects made, which an exhaustive store carries to the next step.
  func reset(exhaustive: Bool) {
    self.isExhaustive.withLock { $0 = exhaustive }
    let carries = exhaustive && self.defersEffectChanges
    self.defersEffectChanges = false
    let boxes = self.boxes.withLock { boxes in
      defer { boxes = [:] }
      return boxes
    }
    let carried = boxes.filter { $0.value.endStep(carryingEffectChanges: carries) }
    self.boxes.withLock { $0.merge(carried) { current, _ in current } }
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

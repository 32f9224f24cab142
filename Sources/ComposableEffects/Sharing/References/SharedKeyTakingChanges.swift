import AlgebraicEffects
import Foundation

/// A key of this package that writes a shared value's changes later, coalesced: it is told that
/// the value changed, not what it changed to, and reads the value when it writes it, through a
/// ``SharedSaveReport`` made once per value. No ``SaveContinuation`` is made per change, as
/// ``SharedKey/save(_:context:continuation:)`` is given one.
///
/// The box tells the key once, and not again until the key has read the value (or given up the
/// write): the changes between cost the key nothing. The file storage, whose pause coalesces
/// every change of a second into one write, is such a key.
protocol SharedKeyTakingChanges<Value>: SharedKey {
  /// What one shared value calls when it changed and the key has not been told since it last
  /// read the value; made once for that value.
  func changeTaker(reportingTo report: SharedSaveReport<Value>) -> @Sendable () -> Void
}

/// A key taking changes (``SharedKeyTakingChanges``) reads here the value it writes, and tells
/// here how its writes went: the box of the value, which keeps a failure as its `saveError`.
final class SharedSaveReport<Value>: Sendable {
  private struct WeakBox {
    weak var box: SharedBox<Value>?
  }

  private let weakBox = Locked(WeakBox())

  /// The box: given once, as it is made, before any change of it.
  func attach(_ box: SharedBox<Value>) {
    self.weakBox.withLock { $0.box = box }
  }

  /// The value to write now (`nil`: the value is gone); the box tells of its next change again.
  func valueToWrite() -> Value? {
    self.weakBox.withLock { $0.box }?.valueHandedToKey()
  }

  /// The write the key was told of will not happen (a save or a removal took its place): the
  /// box tells of its next change again.
  func writeGivenUp() {
    self.weakBox.withLock { $0.box }?.handOffGivenUp()
  }

  func saved(_ result: Result<Void, any Error>) {
    self.weakBox.withLock { $0.box }?.saved(result)
  }
}

import AlgebraicEffects
import Foundation

/// A key of this package that takes a shared value's changes itself: it is handed each change's
/// value and nothing else, with no ``SaveContinuation`` made per change as
/// ``SharedKey/save(_:context:continuation:)`` is given, and tells how its writes went through a
/// ``SharedSaveReport`` made once per value.
///
/// The file storage coalesces the changes of a pause into one write: for it, a change is a value
/// to hold until the pause's end, and making a continuation for each cost more than the rest.
protocol SharedKeyTakingChanges<Value>: SharedKey {
  /// What each change of one shared value is handed to, made once for that value.
  func changeTaker(reportingTo report: SharedSaveReport) -> @Sendable (Value) -> Void
}

/// Where a key taking changes (``SharedKeyTakingChanges``) tells how their writes went: the box
/// of the value, which keeps a failure as its `saveError`.
final class SharedSaveReport: Sendable {
  private struct WeakBox {
    weak var box: (any SharedBoxProtocol)?
  }

  private let weakBox = Locked(WeakBox())

  /// The box to tell: given once, as it is made, before any change of it.
  func attach(_ box: any SharedBoxProtocol) {
    self.weakBox.withLock { $0.box = box }
  }

  func saved(_ result: Result<Void, any Error>) {
    self.weakBox.withLock { $0.box }?.saved(result)
  }
}

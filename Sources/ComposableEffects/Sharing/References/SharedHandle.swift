import AlgebraicEffects
import Synchronization

/// What a ``Shared`` or ``SharedReader`` reads through without asking its reference: the box it
/// was made with, while it still points there.
///
/// Most handles are never pointed elsewhere, and most point at a box (a key's value, or
/// `Shared(value:)`), not at a projection. ``liveBox`` gives such a box to ``Shared``, which
/// reads and changes it directly, specialised for its value's type in the caller's module: no
/// existential, no lock of the handle, only atomic loads.
///
/// The rest of the handle (``SharedHandle``) names internal protocols, which inlinable code
/// cannot; this is the part it can.
@usableFromInline
class SharedHandleCore<Value>: @unchecked Sendable {
  /// The initial reference, when it is a box; kept alive by the handle's strong reference to it.
  @usableFromInline let initialBox: Unmanaged<SharedBox<Value>>?
  @usableFromInline let isReplaced = Atomic(false)

  init(initialBox: SharedBox<Value>?) {
    self.initialBox = initialBox.map { Unmanaged.passUnretained($0) }
  }

  /// The box to read and change directly: the one the handle was made with, while it points
  /// there and no test store's assertion is running anywhere (an assertion reads another copy:
  /// ``SharedAssertion``). `nil` when the reference must be asked instead.
  ///
  /// Unmanaged, to be used through `_withUnsafeGuaranteedRef` while the handle is held: the
  /// handle keeps the box, and a box's reference count is slow to change (the registry holds it
  /// weakly, which gives it a side table).
  @inlinable final var liveBox: Unmanaged<SharedBox<Value>>? {
    guard let box = self.initialBox, SharedAssertion.isIdle,
      !self.isReplaced.load(ordering: .acquiring)
    else { return nil }
    return box
  }
}

/// The reference a ``Shared`` or ``SharedReader`` reads through, which `load(_:)` can point at
/// another key's value.
///
/// Copies of a shared value keep one handle, as copies of a feature's state keep one `@Shared`:
/// an effect that captured `state.$items` and switches its key switches it for the store's state
/// too. Assigning a projected value (`$items = Shared(…)`) takes the reference the other value
/// reads, never its handle, so that neither follows the other's later switches.
///
/// Until a handle is pointed elsewhere, a read takes no lock, only an atomic load.
final class SharedHandle<Value, Reference: Sendable>: SharedHandleCore<Value>, @unchecked Sendable {
  private let initial: Reference
  private let replacement = Locked<Reference?>(nil)

  init(_ reference: Reference) {
    self.initial = reference
    super.init(initialBox: reference as? SharedBox<Value>)
  }

  var reference: Reference {
    guard self.isReplaced.load(ordering: .acquiring) else { return self.initial }
    return self.replacement.withLock { $0 ?? self.initial }
  }

  /// Points the handle at `reference`, and returns the one it pointed at.
  func replace(with reference: Reference) -> Reference {
    self.replacement.withLock { replacement in
      defer {
        replacement = reference
        self.isReplaced.store(true, ordering: .releasing)
      }
      return replacement ?? self.initial
    }
  }
}

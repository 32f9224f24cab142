import AlgebraicEffects
import Synchronization

/// The reference a ``Shared`` or ``SharedReader`` reads through, which `load(_:)` can point at
/// another key's value.
///
/// Copies of a shared value keep one handle, as copies of a feature's state keep one `@Shared`:
/// an effect that captured `state.$items` and switches its key switches it for the store's state
/// too. Assigning a projected value (`$items = Shared(…)`) takes the reference the other value
/// reads, never its handle, so that neither follows the other's later switches.
///
/// Most handles are never pointed elsewhere: until one is, a read takes no lock, only an atomic
/// load, and every read of a shared value goes through here.
final class SharedHandle<Reference: Sendable>: Sendable {
  private let initial: Reference
  private let replacement = Locked<Reference?>(nil)
  private let isReplaced = Atomic(false)

  init(_ reference: Reference) {
    self.initial = reference
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

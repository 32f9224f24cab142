import AlgebraicEffects

/// The reference a ``Shared`` or ``SharedReader`` reads through, behind a lock so that
/// `load(_:)` can point it at another key's value.
///
/// Copies of a shared value keep one handle, as copies of a feature's state keep one `@Shared`:
/// an effect that captured `state.$items` and switches its key switches it for the store's state
/// too. Assigning a projected value (`$items = Shared(…)`) takes the reference the other value
/// reads, never its handle, so that neither follows the other's later switches.
final class SharedHandle<Reference: Sendable>: Sendable {
  private let current: Locked<Reference>

  init(_ reference: Reference) {
    self.current = Locked(reference)
  }

  var reference: Reference {
    self.current.withLock { $0 }
  }

  /// Points the handle at `reference`, and returns the one it pointed at.
  func replace(with reference: Reference) -> Reference {
    self.current.withLock { current in
      defer { current = reference }
      return current
    }
  }
}

/// The bits of an action that its bits alone identify: a plain value (no references, no
/// indirect payloads) of at most eight bytes, such as a case without payload, or a child's such
/// case nested in its parent's. Equal bits are then the same action, so the same case path, and
/// the case path named once can be found again by its bits, without reflection.
@usableFromInline
enum ActionBits {
  /// The bits of `action`, or `nil` when they do not identify it.
  ///
  /// Inlinable, so that a feature's instrumented reducer, specialised for its action type,
  /// decides whether its actions have bits as it is compiled, and copies them without calling
  /// the type's value witnesses.
  @inlinable
  static func of<Action>(_ action: Action) -> UInt64? {
    guard _isPOD(Action.self), MemoryLayout<Action>.size <= MemoryLayout<UInt64>.size else {
      return nil
    }
    var bits: UInt64 = 0
    withUnsafeBytes(of: action) { action in
      withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: action) }
    }
    return bits
  }
}

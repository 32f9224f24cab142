/// The `id` of an `Identifiable` child state, which tells one instance of the child from another
/// at the same place: a parent that replaces the child's state with one of another `id` has
/// replaced the child, so `ifLet` and `ifCaseLet` cancel the first one's effects.
///
/// A state that is not `Identifiable` has no identity of its own: any value in its place
/// continues the same child.
struct ChildIdentity: Hashable, @unchecked Sendable {
  // The `id` of an `Identifiable` state need not be `Sendable`, but it is only compared.
  private let id: AnyHashable

  /// The identity of `state`, or `nil` when it is not `Identifiable`.
  init?(of state: Any) {
    guard let identifiable = state as? any Identifiable else { return nil }
    self.id = Self.id(of: identifiable)
  }

  private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

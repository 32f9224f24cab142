/// What tells one presentation from another at the same ``PresentationState``: replacing the
/// presented state with one of another identity dismisses the first (its effects are cancelled)
/// and presents the second.
///
/// As in the Composable Architecture, the identity is the enum case of the state (for an enum
/// destination) and the identity of the state itself: its `ObservableStateID` for
/// `@ObservableState` state (a new value made with `init` is a new presentation; a copy or an
/// in-place change is not), or its `id` for `Identifiable` state. A plain struct that is neither
/// has no identity of its own: any value presented in its place continues the presentation.
struct PresentationIdentity: Hashable, @unchecked Sendable {
  // The `id` of an `Identifiable` state need not be `Sendable`, but it is only compared.
  private let caseName: String?
  private let id: AnyHashable?

  init(of state: Any) {
    // An enum is told by its case, and then by its case's value. (An `@ObservableState` enum's
    // own `_$id` is not used: it is new on every read for a case whose value is not observable.)
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum else {
      self.caseName = nil
      self.id = Self.ownID(of: state)
      return
    }
    if let child = mirror.children.first {
      self.caseName = child.label
      self.id = Self.ownID(of: child.value)
    } else {
      self.caseName = String(describing: state)
      self.id = nil
    }
  }

  private static func ownID(of value: Any) -> AnyHashable? {
    if let observable = value as? any ObservableState {
      return AnyHashable(observable._$id)
    }
    return ChildIdentity(of: value).map { AnyHashable($0) }
  }
}

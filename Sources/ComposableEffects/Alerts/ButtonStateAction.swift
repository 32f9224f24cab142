/// What tapping a ``ButtonState`` sends: an action of the feature, or nothing.
///
/// ```swift
/// ButtonState(action: .send(.confirmDeletion)) {
///   TextState("Delete")
/// }
/// ```
///
/// `ButtonState(action: .confirmDeletion)` is the same button, written shorter.
public struct ButtonStateAction<Action> {
  /// The action tapping the button sends, if any.
  public let action: Action?

  /// Sends `action` when the button is tapped, or nothing when `action` is `nil`.
  ///
  /// ```swift
  /// ButtonState(role: .cancel, action: .send(nil)) {
  ///   TextState("Cancel")
  /// }
  /// ```
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// Transforms the action the button sends: how a parent adopts a child's buttons.
  ///
  /// ```swift
  /// let parentAction = childAction.map { $0.map(Parent.Action.child) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(self.action))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Shows the button's action as `.send(action)`, as it is written.
  public var customDumpMirror: Mirror {
    // The action itself, not wrapped in an optional, so that it shows on one line.
    let action: Any = if let action = self.action { action } else { self.action as Any }
    return Mirror(self, children: [("send", action)], displayStyle: .enum)
  }
}

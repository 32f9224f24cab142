#if canImport(SwiftUI)
  import SwiftUI
#endif

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

  /// The animation the button's action is sent with, if any.
  let animation: Animation?

  init(action: Action?, animation: Animation? = nil) {
    self.action = action
    self.animation = animation
  }

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

  /// Sends `action` as a change shown with `animation` when the button is tapped, or nothing
  /// when `action` is `nil`.
  ///
  /// ```swift
  /// ButtonState(action: .send(.confirmDeletion, animation: .default)) {
  ///   TextState("Delete")
  /// }
  /// ```
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }

  /// Transforms the action the button sends: how a parent adopts a child's buttons.
  ///
  /// ```swift
  /// let parentAction = childAction.map { $0.map(Parent.Action.child) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(self.action), animation: self.animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Shows the button's action as `.send(action)` or `.send(action, animation: …)`, as it is
  /// written.
  public var customDumpMirror: Mirror {
    // The action itself, not wrapped in an optional, so that it shows on one line.
    let action: Any = if let action = self.action { action } else { self.action as Any }
    guard let animation = self.animation else {
      return Mirror(self, children: [("send", action)], displayStyle: .enum)
    }
    return Mirror(self, children: [("send", (action, animation: animation))], displayStyle: .enum)
  }
}

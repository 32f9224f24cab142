import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of an alert or a confirmation dialog, as state: its label, its role and the action
/// it sends when tapped.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Two buttons are equal when their label, role and action are, whatever their ``id``: a
/// button built again for a test equals the one the feature built.
public struct ButtonState<Action>: Identifiable {
  /// The identity of this button, new for each button built; equality ignores it.
  public let id: UUID

  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>

  /// The button's label.
  public let label: TextState

  /// What the button does, so that it can be shown accordingly; `nil` for an ordinary button.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that sends what `action` says when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .cancel) {
  ///   TextState("Cancel")
  /// }
  /// ButtonState(action: .send(.confirmDeletion)) {
  ///   TextState("Delete")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button does; `nil`, the default, for an ordinary button.
  ///   - action: What tapping the button sends; by default nothing (the alert or dialog only
  ///     closes).
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .confirmDeletion) {
  ///   TextState("Delete")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button does; `nil`, the default, for an ordinary button.
  ///   - action: The action tapping the button sends.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Calls `perform` with the action the button sends, or `nil` when it sends nothing: what a
  /// view does when the button is tapped. A button built with an animation calls it inside
  /// `withAnimation`.
  ///
  /// ```swift
  /// button.withAction { action in
  ///   if let action { store.send(action) }
  /// }
  /// ```
  public func withAction(_ perform: (Action?) -> Void) {
    guard let animation = self.action.animation else { return perform(self.action.action) }
    withAnimation(animation) { perform(self.action.action) }
  }

  /// Calls `perform` with the action the button sends, or `nil` when it sends nothing, on the
  /// main actor, and waits for it.
  ///
  /// ```swift
  /// await button.withAction { action in
  ///   if let action { await store.send(action).finish() }
  /// }
  /// ```
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    await perform(self.action.action)
  }

  /// The same button, with the same ``id``, sending a transformed action: how a parent adopts
  /// a child's buttons.
  ///
  /// ```swift
  /// let parentButton = childButton.map { $0.map(Parent.Action.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id,
      action: self.action.map(transform),
      label: self.label,
      role: self.role
    )
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same action, label and role; their ``id``s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the button's action, label and role; not its ``id``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Shows the button as it is written: its role (when it has one), its action and its label.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role {
      children.append(("role", role))
    }
    children.append(("action", self.action))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

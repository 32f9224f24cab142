import Foundation

/// An alert as state: its title, message and buttons, held by the feature that shows it so
/// that showing it, and what its buttons send, can be tested.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("Are you sure?")
/// }
/// ```
///
/// Alerts a feature shows in several places are best written once, in an extension, and
/// asserted by name in tests:
///
/// ```swift
/// extension AlertState where Action == Feature.Action.Alert {
///   static var deleteConfirmation: Self {
///     Self {
///       TextState("Delete?")
///     } actions: {
///       ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     }
///   }
/// }
///
/// await store.send(.deleteButtonTapped) {
///   $0.alert = .deleteConfirmation
/// }
/// ```
///
/// Two alerts are equal when their title, message and buttons are, whatever their ``id``s. A
/// test failure shows an alert as it is written:
///
/// ```
/// AlertState(
///   title: "Delete?",
///   actions: [
///     [0]: ButtonState(
///       role: .destructive,
///       action: .send(.confirmDeletion),
///       label: "Delete"
///     )
///   ],
///   message: "Are you sure?"
/// )
/// ```
public struct AlertState<Action>: Identifiable {
  /// The identity of this alert, new for each alert built; equality ignores it.
  public let id: UUID

  /// The alert's buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// The alert's message, shown under its title, if any.
  public var message: TextState?

  /// The alert's title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert with a title, buttons and a message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Delete?")
  /// } actions: {
  ///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// } message: {
  ///   TextState("Are you sure?")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - actions: The alert's buttons; none by default (the platform then shows an OK button
  ///     that sends nothing).
  ///   - message: The alert's message, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert, with the same ``id``, whose buttons send transformed actions: how a parent
  /// adopts a child's alert.
  ///
  /// ```swift
  /// state.alert = childAlert.map { $0.map(Parent.Action.Alert.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons; their ``id``s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the alert's title, message and buttons; not its ``id``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Shows the alert as it is written: `title`, then `actions` and `message` when it has them.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", self.title)]
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

import Foundation

/// A confirmation dialog as state: its title, message and buttons, held by the feature that
/// shows it so that showing it, and what its buttons send, can be tested.
///
/// ```swift
/// state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Clear completed?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmClearCompleted) {
///     TextState("Clear")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("Completed items are removed for good.")
/// }
/// ```
///
/// It behaves as ``AlertState`` does: two dialogs are equal when their title visibility, title,
/// message and buttons are, whatever their ``id``s, and a test failure shows a dialog as it is
/// written.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The identity of this dialog, new for each dialog built; equality ignores it.
  public let id: UUID

  /// The dialog's buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// The dialog's message, shown under its title, if any.
  public var message: TextState?

  /// The dialog's title.
  public var title: TextState

  /// Whether the dialog shows its ``title``.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A confirmation dialog with a title, buttons and a message.
  ///
  /// ```swift
  /// ConfirmationDialogState {
  ///   TextState("Share")
  /// } actions: {
  ///   ButtonState(action: .copyLink) { TextState("Copy link") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the dialog shows its title; by default the platform decides.
  ///   - title: The dialog's title.
  ///   - actions: The dialog's buttons.
  ///   - message: The dialog's message, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// The same dialog, with the same ``id``, whose buttons send transformed actions: how a parent
  /// adopts a child's dialog.
  ///
  /// ```swift
  /// state.dialog = childDialog.map { $0.map(Parent.Action.Dialog.child) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title,
      titleVisibility: self.titleVisibility
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title visibility, title, message and buttons; their
  /// ``id``s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility
      && lhs.title == rhs.title
      && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the dialog's title visibility, title, message and buttons; not its ``id``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.titleVisibility)
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Shows the dialog as it is written: `titleVisibility` (unless automatic), `title`, then
  /// `actions` and `message` when it has them.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if self.titleVisibility != .automatic {
      children.append(("titleVisibility", self.titleVisibility))
    }
    children.append(("title", self.title))
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

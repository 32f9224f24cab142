/// Whether a ``ConfirmationDialogState`` shows its title.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Clear completed?")
/// }
/// ```
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The platform decides, as it does for its own dialogs.
  case automatic

  /// The title is never shown.
  case hidden

  /// The title is always shown.
  case visible
}

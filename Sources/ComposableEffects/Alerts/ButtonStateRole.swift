/// What a button of an alert or a confirmation dialog does, so that it can be shown
/// accordingly: a cancel button apart from the others, a destructive one in red.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// The button cancels what the alert or dialog asks for.
  case cancel

  /// The button deletes data or does something else that cannot be undone.
  case destructive
}

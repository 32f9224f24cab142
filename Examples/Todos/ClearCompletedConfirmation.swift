import ComposableEffects

extension ConfirmationDialogState where Action == Todos.Action.Dialog {
  /// The dialog asking before the completed todos are removed: what
  /// ``Todos/Action/clearCompletedButtonTapped`` shows.
  public static var clearCompleted: Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Clear completed todos?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmClearCompleted) {
        TextState("Clear completed")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Completed todos are removed for good.")
    }
  }
}

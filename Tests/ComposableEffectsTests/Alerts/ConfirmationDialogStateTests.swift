import ComposableEffects
import Testing

private enum DialogAction: Equatable, Hashable {
  case clearCompleted
}

private enum ParentAction: Equatable {
  case dialog(DialogAction)
}

private func clearDialog(
  titleVisibility: ConfirmationDialogStateTitleVisibility = .visible
) -> ConfirmationDialogState<DialogAction> {
  ConfirmationDialogState(titleVisibility: titleVisibility) {
    TextState("Clear completed?")
  } actions: {
    ButtonState(role: .destructive, action: .clearCompleted) { TextState("Clear") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Completed items are removed for good.")
  }
}

@Suite struct ConfirmationDialogStateTests {
  @Test func theTitleVisibilityIsAutomaticByDefault() {
    let dialog = ConfirmationDialogState<DialogAction> { TextState("Share") }
    #expect(dialog.titleVisibility == .automatic)
    #expect(clearDialog().titleVisibility == .visible)
  }

  @Test func dialogsBuiltAlikeAreEqualWhateverTheirIDs() {
    #expect(clearDialog().id != clearDialog().id)
    #expect(clearDialog() == clearDialog())
    #expect(Set([clearDialog(), clearDialog()]).count == 1)
  }

  @Test func dialogsDifferingInTitleVisibilityAreNotEqual() {
    #expect(clearDialog(titleVisibility: .hidden) != clearDialog(titleVisibility: .visible))
  }

  @Test func mapTransformsTheActionsAndKeepsTheIDs() {
    let dialog = clearDialog()
    let mapped = dialog.map { $0.map(ParentAction.dialog) }
    #expect(mapped.id == dialog.id)
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action.action) == [.dialog(.clearCompleted), nil])
  }

  @Test func customDumpShowsTheDialogAsItIsWritten() {
    #expect(
      String(customDumping: clearDialog()) == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Clear completed?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.clearCompleted),
              label: "Clear"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "Completed items are removed for good."
        )
        """
    )
  }

  @Test func customDumpLeavesOutAnAutomaticTitleVisibility() {
    #expect(
      String(customDumping: ConfirmationDialogState<DialogAction> { TextState("Share") }) == """
        ConfirmationDialogState(title: "Share")
        """
    )
  }
}

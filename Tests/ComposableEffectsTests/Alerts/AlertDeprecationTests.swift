import ComposableEffects
import Testing

private enum AlertAction: Equatable {
  case confirmDeletion
  case share
}

/// Builds alerts, dialogs and buttons with the deprecated value-taking forms, behind a protocol,
/// so that the tests compile without the deprecation warnings ported code gets.
private protocol DeprecatedForms: Sendable {
  func alert(title: String) -> AlertState<AlertAction>
  func alert(title: String, message: String, buttons: [ButtonState<AlertAction>])
    -> AlertState<AlertAction>
  func alert(title: String, dismissButton: ButtonState<AlertAction>) -> AlertState<AlertAction>
  func alert(
    title: String, primaryButton: ButtonState<AlertAction>,
    secondaryButton: ButtonState<AlertAction>
  ) -> AlertState<AlertAction>
  func dialog(title: String, buttons: [ButtonState<AlertAction>])
    -> ConfirmationDialogState<AlertAction>
  func dialog(
    title: String, titleVisibility: ConfirmationDialogStateTitleVisibility, message: String
  ) -> ConfirmationDialogState<AlertAction>
  func cancel(_ label: String) -> ButtonState<AlertAction>
  func `default`(_ label: String, action: AlertAction) -> ButtonState<AlertAction>
  func destructive(_ label: String, action: AlertAction) -> ButtonState<AlertAction>
}

private struct TCAForms: DeprecatedForms {
  @available(*, deprecated)
  func alert(title: String) -> AlertState<AlertAction> {
    AlertState(title: TextState(title))
  }

  @available(*, deprecated)
  func alert(title: String, message: String, buttons: [ButtonState<AlertAction>])
    -> AlertState<AlertAction>
  {
    AlertState(title: TextState(title), message: TextState(message), buttons: buttons)
  }

  @available(*, deprecated)
  func alert(title: String, dismissButton: ButtonState<AlertAction>) -> AlertState<AlertAction> {
    AlertState(title: TextState(title), dismissButton: dismissButton)
  }

  @available(*, deprecated)
  func alert(
    title: String, primaryButton: ButtonState<AlertAction>,
    secondaryButton: ButtonState<AlertAction>
  ) -> AlertState<AlertAction> {
    AlertState(
      title: TextState(title), primaryButton: primaryButton, secondaryButton: secondaryButton
    )
  }

  @available(*, deprecated)
  func dialog(title: String, buttons: [ButtonState<AlertAction>])
    -> ConfirmationDialogState<AlertAction>
  {
    ConfirmationDialogState(title: TextState(title), buttons: buttons)
  }

  @available(*, deprecated)
  func dialog(
    title: String, titleVisibility: ConfirmationDialogStateTitleVisibility, message: String
  ) -> ConfirmationDialogState<AlertAction> {
    ConfirmationDialogState(
      title: TextState(title), titleVisibility: titleVisibility, message: TextState(message)
    )
  }

  @available(*, deprecated)
  func cancel(_ label: String) -> ButtonState<AlertAction> {
    .cancel(TextState(label))
  }

  @available(*, deprecated)
  func `default`(_ label: String, action: AlertAction) -> ButtonState<AlertAction> {
    .default(TextState(label), action: .send(action))
  }

  @available(*, deprecated)
  func destructive(_ label: String, action: AlertAction) -> ButtonState<AlertAction> {
    .destructive(TextState(label), action: .send(action))
  }
}

private let forms: any DeprecatedForms = TCAForms()

@Suite struct AlertDeprecationTests {
  @Test func anAlertWithOnlyATitleHasNoButtonsAndNoMessage() {
    let alert = forms.alert(title: "Hello")
    #expect(alert == AlertState { TextState("Hello") })
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == nil)
  }

  @Test func anAlertWithButtonsKeepsTheirOrderAndItsMessage() {
    let alert = forms.alert(
      title: "Delete?",
      message: "Are you sure?",
      buttons: [
        forms.destructive("Delete", action: .confirmDeletion),
        forms.cancel("Cancel"),
      ]
    )
    #expect(
      alert
        == AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Are you sure?")
        }
    )
  }

  @Test func anAlertWithADismissButtonHasThatOneButton() {
    let alert = forms.alert(title: "Saved", dismissButton: forms.default("OK", action: .share))
    #expect(
      alert
        == AlertState {
          TextState("Saved")
        } actions: {
          ButtonState(action: .share) { TextState("OK") }
        }
    )
  }

  @Test func anAlertWithPrimaryAndSecondaryButtonsListsThePrimaryFirst() {
    let alert = forms.alert(
      title: "Share?",
      primaryButton: forms.default("Share", action: .share),
      secondaryButton: forms.cancel("Cancel")
    )
    #expect(alert.buttons.map(\.label) == [TextState("Share"), TextState("Cancel")])
    #expect(alert.buttons.map(\.role) == [nil, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.share, nil])
  }

  @Test func aDialogWithATitleAndButtonsLetsThePlatformShowTheTitle() {
    let dialog = forms.dialog(title: "Share", buttons: [forms.cancel("Cancel")])
    #expect(
      dialog
        == ConfirmationDialogState {
          TextState("Share")
        } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
    )
    #expect(dialog.titleVisibility == .automatic)
  }

  @Test func aDialogKeepsItsTitleVisibilityAndMessage() {
    let dialog = forms.dialog(title: "Share", titleVisibility: .visible, message: "Pick one")
    #expect(
      dialog
        == ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
        } message: {
          TextState("Pick one")
        }
    )
  }
}

import ComposableEffects
import Testing

private enum AlertAction: Equatable, Hashable {
  case confirmDeletion
  case undo
}

private enum ParentAction: Equatable {
  case child(AlertAction)
}

private func deleteAlert() -> AlertState<AlertAction> {
  AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Are you sure?")
  }
}

@Suite struct AlertStateTests {
  @Test func theBuilderListsTheButtonsInOrder() {
    let alert = deleteAlert()
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("Are you sure?"))
    #expect(alert.buttons.map(\.label) == [TextState("Delete"), TextState("Cancel")])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, nil])
  }

  @Test func theBuilderTakesIfElseForAndSwitch() {
    func alert(canUndo: Bool, extra: Int, isFinal: Bool) -> AlertState<AlertAction> {
      AlertState {
        TextState("Deleted")
      } actions: {
        if canUndo {
          ButtonState(action: .undo) { TextState("Undo") }
        }
        if isFinal {
          ButtonState(role: .destructive) { TextState("Forget") }
        } else {
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        for index in 0..<extra {
          ButtonState { TextState("Extra \(index)") }
        }
        switch extra {
        case 0: ButtonState { TextState("None") }
        default: ButtonState { TextState("Some") }
        }
      }
    }
    #expect(
      alert(canUndo: true, extra: 2, isFinal: false).buttons.map { String(state: $0.label) }
        == ["Undo", "Keep", "Extra 0", "Extra 1", "Some"]
    )
    #expect(
      alert(canUndo: false, extra: 0, isFinal: true).buttons.map { String(state: $0.label) }
        == ["Forget", "None"]
    )
  }

  @Test func anAlertWithoutActionsOrMessageHasNone() {
    let alert = AlertState<AlertAction> { TextState("Saved") }
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == nil)
  }

  @Test func alertsBuiltAlikeAreEqualWhateverTheirIDs() {
    let alert = deleteAlert()
    let again = deleteAlert()
    #expect(alert.id != again.id)
    #expect(alert.buttons[0].id != again.buttons[0].id)
    #expect(alert == again)
    #expect(alert.hashValue == again.hashValue)
    #expect(Set([alert, again]).count == 1)
  }

  @Test func alertsDifferingInTitleMessageOrButtonsAreNotEqual() {
    var otherTitle = deleteAlert()
    otherTitle.title = TextState("Remove?")
    var otherMessage = deleteAlert()
    otherMessage.message = nil
    var otherButtons = deleteAlert()
    otherButtons.buttons.removeLast()
    #expect(otherTitle != deleteAlert())
    #expect(otherMessage != deleteAlert())
    #expect(otherButtons != deleteAlert())
  }

  @Test func buttonsDifferingInRoleActionOrLabelAreNotEqual() {
    let button = ButtonState<AlertAction>(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    #expect(button == ButtonState(role: .destructive, action: .send(.confirmDeletion)) { TextState("Delete") })
    #expect(button != ButtonState(action: .confirmDeletion) { TextState("Delete") })
    #expect(button != ButtonState(role: .destructive, action: .undo) { TextState("Delete") })
    #expect(button != ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Remove") })
  }

  @Test func mapTransformsTheActionsAndKeepsTheIDs() {
    let alert = deleteAlert()
    let mapped = alert.map { $0.map(ParentAction.child) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(mapped.buttons.map(\.action.action) == [.child(.confirmDeletion), nil])
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
  }

  @Test func withActionPassesTheButtonsAction() {
    var performed: [AlertAction?] = []
    for button in deleteAlert().buttons {
      button.withAction { performed.append($0) }
    }
    #expect(performed == [.confirmDeletion, nil])
  }

  @MainActor
  @Test func asyncWithActionPassesTheButtonsAction() async {
    var performed: [AlertAction?] = []
    for button in deleteAlert().buttons {
      await button.withAction { @MainActor action in performed.append(action) }
    }
    #expect(performed == [.confirmDeletion, nil])
  }

  @Test func alertsOfSendableActionsAreSendable() async {
    func send<Value: Sendable>(_ value: Value) async -> Value {
      await Task.detached { value }.value
    }
    let dialog = ConfirmationDialogState<AlertAction> { TextState("Share") }
    #expect(await send(deleteAlert()) == deleteAlert())
    #expect(await send(dialog) == dialog)
    #expect(await send(deleteAlert().buttons[0]) == deleteAlert().buttons[0])
    #expect(await send(TextState("Blob")) == TextState("Blob"))
  }

  @Test func customDumpShowsTheAlertAsItIsWritten() {
    #expect(
      String(customDumping: deleteAlert()) == """
        AlertState(
          title: "Delete?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirmDeletion),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "Are you sure?"
        )
        """
    )
  }

  @Test func customDumpLeavesOutMissingActionsAndMessage() {
    #expect(
      String(customDumping: AlertState<AlertAction> { TextState("Saved") }) == """
        AlertState(title: "Saved")
        """
    )
  }

  @Test func aDiffBetweenTwoAlertsShowsOnlyWhatDiffers() {
    var other = deleteAlert()
    other.message = TextState("This cannot be undone.")
    #expect(
      diff(deleteAlert(), other) == """
          AlertState(
            title: "Delete?",
            actions: […],
        -   message: "Are you sure?"
        +   message: "This cannot be undone."
          )
        """
    )
  }
}

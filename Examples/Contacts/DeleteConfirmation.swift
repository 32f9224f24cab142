import ComposableEffects

extension AlertState where Action == ContactsFeature.Action.Alert {
  /// The list's confirmation before deleting the contact `id`.
  public static func deleteConfirmation(id: Contact.ID) -> Self {
    Self {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
        TextState("Delete")
      }
    }
  }
}

extension AlertState where Action == ContactDetailFeature.Action.Alert {
  /// A contact screen's confirmation before deleting the contact named `name`.
  public static func deleteConfirmation(name: String) -> Self {
    Self {
      TextState("Delete \(name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    }
  }
}

import ComposableEffects

extension ContactsFeature {
  /// What the list presents: the add form or the delete confirmation.
  @Reducer
  public enum Destination {
    /// The form for a new contact.
    case addContact(AddContactFeature)
    /// The confirmation asked before deleting a contact.
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }
}

extension ContactsFeature.Destination.State: Equatable {}

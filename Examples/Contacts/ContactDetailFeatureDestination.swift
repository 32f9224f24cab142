import ComposableEffects

extension ContactDetailFeature {
  /// What a contact's screen presents: the edit form or the delete confirmation.
  @Reducer
  public enum Destination {
    /// The confirmation asked before deleting the contact.
    case alert(AlertState<ContactDetailFeature.Action.Alert>)
    /// The contact form, filled with the contact as it is.
    case edit(AddContactFeature)
  }
}

extension ContactDetailFeature.Destination.State: Equatable {}

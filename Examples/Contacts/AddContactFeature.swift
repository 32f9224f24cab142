import ComposableEffects

/// A form for a contact's name, presented to add a contact or to edit one.
///
/// The form does not change any list itself: saving tells its parent with a delegate action,
/// then closes the form with the `dismiss` dependency, so the same form serves whoever
/// presents it:
///
/// ```swift
/// case .saveButtonTapped:
///   return .run { [contact = state.contact] send in
///     await send(.delegate(.saveContact(contact)))
///     await self.dismiss()
///   }
/// ```
@Reducer
public struct AddContactFeature: Sendable {
  /// The state of the form.
  @ObservableState
  public struct State: Equatable {
    /// The contact as edited so far.
    public var contact: Contact

    /// A form editing `contact`.
    public init(contact: Contact) {
      self.contact = contact
    }
  }

  /// What can happen in the form.
  public enum Action {
    /// The user cancelled: the form closes and nothing is saved.
    case cancelButtonTapped
    /// What the form tells its parent.
    case delegate(Delegate)
    /// The user saved: the parent is given the contact, then the form closes.
    case saveButtonTapped
    /// The user typed a name.
    case setName(String)

    /// What the form tells its parent.
    @CasePathable
    public enum Delegate: Equatable {
      /// Save this contact.
      case saveContact(Contact)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The form.
  public init() {}

  /// The form's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await self.dismiss()
        }

      case .setName(let name):
        state.contact.name = name
        return .none
      }
    }
  }
}

/// The action of one element of a collection feature, tagged with the element's id: what
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_,_)`` sends to and receives from
/// its elements.
///
/// ```swift
/// enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
///
/// store.send(.todos(.element(id: todo.id, action: .checkBoxToggled)))
/// ```
///
/// A case key path can name one element's actions: `\.todos[id: todo.id]`, and through it one
/// of them, as in `\.todos[id: todo.id].checkBoxToggled`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// The action `action` of the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction.AllCasePaths {
  /// The case path to the actions of the element with `id`.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      }
    )
  }
}

/// The identified action of a feature `R`'s elements: `IdentifiedActionOf<Todo>` is
/// `IdentifiedAction<Todo.State.ID, Todo.Action>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

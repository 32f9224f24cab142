import ComposableEffects
import Foundation

/// One item of the todo list: a description to type and a box to tick.
///
/// Both are edited through bindings, so the feature has no action of its own besides the
/// binding one, and its body is a ``BindingReducer``:
///
/// ```swift
/// store.send(.binding(.set(\.isComplete, true)))
/// ```
///
/// The list, ``Todos``, watches for `isComplete` changing to sort completed items down.
@Reducer
public struct Todo: Sendable {
  /// The state of one todo.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// What is to be done.
    public var description = ""

    /// The todo's identity, which stays the same while the list is sorted and filtered.
    public let id: UUID

    /// Whether the todo is done.
    public var isComplete = false

    /// A todo; by default an empty one, not yet done.
    public init(description: String = "", id: UUID, isComplete: Bool = false) {
      self.description = description
      self.id = id
      self.isComplete = isComplete
    }
  }

  /// What can happen to a todo: its description or its box changed.
  public enum Action: BindableAction, Sendable {
    /// A binding wrote the description or the completion.
    case binding(BindingAction<State>)
  }

  /// The feature.
  public init() {}

  /// The feature's logic: bindings write the state, nothing more.
  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

import ComposableEffects
import Foundation
import Todos

/// What one browser connection runs: the todos feature over the list every connection shares,
/// with the actions a page may send gathered in ``Action/View``.
///
/// The server creates a store of this feature per WebSocket connection, sends it
/// ``Action/sessionStarted`` when the connection opens, decodes the page's messages into
/// ``Action/View`` actions only (see ``ClientMessage``), and pushes the state back whenever it
/// changes. The filter and the confirmation dialog belong to the session; the list belongs to
/// all of them (see ``SharedTodos``).
///
/// ```swift
/// let store = Store(initialState: TodosSession.State()) {
///   TodosSession()
/// } withDependencies: {
///   $0.sharedTodos = shared
/// }
/// store.send(.sessionStarted)
/// store.send(.view(.addTodo(description: "Milk")))
/// ```
@Reducer
public struct TodosSession: Sendable {
  /// The state of one session.
  @ObservableState
  public struct State: Equatable {
    /// How many view actions the session has handled: a page knows from it that the actions it
    /// sent so far were seen, even those that changed nothing else.
    public var handledViewActions = 0

    /// The todos feature: this session's filter and dialog, and its copy of the shared list.
    public var todos = Todos.State()

    /// A session; by default a new one, whose list is filled from the shared one by its first
    /// action.
    public init(handledViewActions: Int = 0, todos: Todos.State = Todos.State()) {
      self.handledViewActions = handledViewActions
      self.todos = todos
    }
  }

  /// What can happen in a session.
  public enum Action: ViewAction, Sendable {
    /// The connection opened: the session starts following the shared list. Sent by the
    /// server, never by a page.
    case sessionStarted
    /// Another session (or this one) changed the shared list.
    case sharedTodosChanged
    /// An action of the todos feature: what the view actions become, and what its effects send.
    case todos(Todos.Action)
    /// What the page did.
    case view(View)

    /// The actions a page may send: all that crosses the wire.
    public enum View: Equatable, Sendable {
      /// The user added a todo with this description; it goes on top.
      case addTodo(description: String)
      /// The user dismissed the dialog asking to clear the completed todos.
      case cancelClearCompleted
      /// The user asked to clear the completed todos: a dialog asks first.
      case clearCompletedButtonTapped
      /// The user ticked or unticked a todo.
      case complete(id: UUID, isComplete: Bool)
      /// The user confirmed clearing the completed todos.
      case confirmClearCompleted
      /// The user deleted a todo.
      case delete(id: UUID)
      /// The user changed a todo's description.
      case describe(id: UUID, description: String)
      /// The user chose which todos to see.
      case filter(Filter)
    }
  }

  private enum CancelID {
    case sharedTodos
  }

  @Dependency(\.sharedTodos) var sharedTodos

  /// The feature.
  public init() {}

  /// The feature's logic: catch up with the shared list, run the action, write the list back.
  public var body: some ReducerOf<Self> {
    // Another session may have changed the list since this one last looked: every action starts
    // from the latest list, so that no change is lost when this one writes it back.
    Reduce { state, _ in
      let latest = sharedTodos.todos
      if state.todos.todos != latest {
        state.todos.todos = latest
      }
      return .none
    }
    Reduce { state, action in
      switch action {
      case .sessionStarted:
        return .run { [sharedTodos] send in
          for await _ in sharedTodos.changes() {
            await send(.sharedTodosChanged)
          }
        }
        .cancellable(id: CancelID.sharedTodos, cancelInFlight: true)

      case .sharedTodosChanged:
        // The catch-up above has already read the new list.
        return .none

      case .todos:
        return .none

      case .view(let view):
        state.handledViewActions += 1
        return handle(view, &state)
      }
    }
    Scope(state: \.todos, action: \.todos) {
      Todos()
    }
    Reduce { state, _ in
      if sharedTodos.todos != state.todos.todos {
        sharedTodos.todos = state.todos.todos
      }
      return .none
    }
  }

  // Each view action is one or two of the todos feature's actions, run at once on the session's
  // state so that their changes are part of this action; their effects' actions come back
  // through `.todos`.
  private func handle(_ view: Action.View, _ state: inout State) -> Effect<Action> {
    switch view {
    case .addTodo(let description):
      let added = todos(.addTodoButtonTapped, &state)
      guard let id = state.todos.todos.first?.id else { return added }
      return .merge(
        added,
        todos(.todos(.element(id: id, action: .binding(.set(\.description, description)))), &state)
      )

    case .cancelClearCompleted:
      guard state.todos.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.dismiss), &state)

    case .clearCompletedButtonTapped:
      return todos(.clearCompletedButtonTapped, &state)

    case .complete(let id, let isComplete):
      guard state.todos.todos[id: id] != nil else { return .none }
      return todos(.todos(.element(id: id, action: .binding(.set(\.isComplete, isComplete)))), &state)

    case .confirmClearCompleted:
      guard state.todos.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.presented(.confirmClearCompleted)), &state)

    case .delete(let id):
      guard let offset = state.todos.filteredTodos.index(id: id) else { return .none }
      return todos(.delete(IndexSet(integer: offset)), &state)

    case .describe(let id, let description):
      guard state.todos.todos[id: id] != nil else { return .none }
      return todos(.todos(.element(id: id, action: .binding(.set(\.description, description)))), &state)

    case .filter(let filter):
      return todos(.binding(.set(\.filter, filter)), &state)
    }
  }

  private func todos(_ action: Todos.Action, _ state: inout State) -> Effect<Action> {
    Todos().reduce(into: &state.todos, action: action).map(Action.todos)
  }
}

import ComposableEffects
import Foundation
import Todos

/// What one browser connection runs: the todos feature over the list every connection shares,
/// with the actions a page may send gathered in ``Action/View``.
///
/// The server creates a store of this feature per WebSocket connection, decodes the page's
/// messages into ``Action/View`` actions only (see ``ClientMessage``), and pushes the state back
/// whenever it changes. The filter and the confirmation dialog belong to the session; the list is
/// `@Shared(.todos(in: directory))`, kept in a file and shared by every session, so that a
/// change one session makes is seen by all the others, and their pages, at once.
///
/// ```swift
/// @Shared(.todos(in: URL(filePath: "todos-data"))) var todos: IdentifiedArrayOf<Todo.State> = []
/// let store = Store(initialState: TodosSession.State(todos: $todos)) {
///   TodosSession()
/// }
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

    /// The list every session shares, in the order shown, whatever the filter: the server
    /// gives each session `@Shared(.todos(in: dataDirectory))`.
    @Shared public var todos: IdentifiedArrayOf<Todo.State>

    /// The dialog asking to confirm clearing the completed todos, while it shows.
    public var confirmationDialog: ConfirmationDialogState<Todos.Action.Dialog>?

    /// Which todos this session shows.
    public var filter: Filter = .all

    /// A session over the shared list `todos`; by default a new one showing every todo.
    public init(
      todos: Shared<IdentifiedArrayOf<Todo.State>>,
      handledViewActions: Int = 0,
      confirmationDialog: ConfirmationDialogState<Todos.Action.Dialog>? = nil,
      filter: Filter = .all
    ) {
      self._todos = todos
      self.handledViewActions = handledViewActions
      self.confirmationDialog = confirmationDialog
      self.filter = filter
    }

    /// The todos the filter lets through, in the order shown.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      list.filteredTodos
    }

    // The todos feature's state, made of the session's own parts and the shared list. Every
    // store runs on the main actor, one action at a time, so no other session's change can come
    // between the read of the list and its write here; the list is written only when the
    // feature changed it, so that an action that leaves it as it was wakes no other session.
    var list: Todos.State {
      get {
        Todos.State(confirmationDialog: confirmationDialog, filter: filter, todos: todos)
      }
      set {
        confirmationDialog = newValue.confirmationDialog
        filter = newValue.filter
        if newValue.todos != todos {
          $todos.withLock { $0 = newValue.todos }
        }
      }
    }
  }

  /// What can happen in a session.
  public enum Action: ViewAction, Sendable {
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

  /// The feature.
  public init() {}

  /// The feature's logic: a view action becomes the todos feature's actions, run on the
  /// session's part of the list's state.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .todos:
        return .none

      case .view(let view):
        state.handledViewActions += 1
        return handle(view, &state)
      }
    }
    Scope(state: \.list, action: \.todos) {
      Todos()
    }
  }

  // Each view action is one or two of the todos feature's actions, run at once on the session's
  // state so that their changes are part of this action; their effects' actions come back
  // through `.todos`.
  private func handle(_ view: Action.View, _ state: inout State) -> Effect<Action> {
    switch view {
    case .addTodo(let description):
      let added = todos(.addTodoButtonTapped, &state)
      guard let id = state.todos.first?.id else { return added }
      return .merge(
        added,
        todos(.todos(.element(id: id, action: .binding(.set(\.description, description)))), &state)
      )

    case .cancelClearCompleted:
      guard state.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.dismiss), &state)

    case .clearCompletedButtonTapped:
      return todos(.clearCompletedButtonTapped, &state)

    case .complete(let id, let isComplete):
      guard state.todos[id: id] != nil else { return .none }
      return todos(.todos(.element(id: id, action: .binding(.set(\.isComplete, isComplete)))), &state)

    case .confirmClearCompleted:
      guard state.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.presented(.confirmClearCompleted)), &state)

    case .delete(let id):
      guard let offset = state.filteredTodos.index(id: id) else { return .none }
      return todos(.delete(IndexSet(integer: offset)), &state)

    case .describe(let id, let description):
      guard state.todos[id: id] != nil else { return .none }
      return todos(.todos(.element(id: id, action: .binding(.set(\.description, description)))), &state)

    case .filter(let filter):
      return todos(.binding(.set(\.filter, filter)), &state)
    }
  }

  private func todos(_ action: Todos.Action, _ state: inout State) -> Effect<Action> {
    Todos().reduce(into: &state.list, action: action).map(Action.todos)
  }
}

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
///
/// Every view action is answered: one the session cannot carry out (a blank or over-long
/// description, a todo that is not in the list, a list already at its ``Limits/maxTodos``)
/// changes nothing but ``State/refusal``, which the server sends the page as an error frame.
@Reducer
public struct TodosSession: Sendable {
  /// How much a session lets the list hold.
  public struct Limits: Equatable, Sendable {
    /// The most todos the list holds: an add beyond it is refused.
    public var maxTodos: Int
    /// The most characters a description has: a longer one is refused.
    public var maxDescriptionLength: Int

    /// Limits; by default 10,000 todos of up to 1,000 characters.
    public init(maxTodos: Int = 10_000, maxDescriptionLength: Int = 1_000) {
      self.maxTodos = maxTodos
      self.maxDescriptionLength = maxDescriptionLength
    }
  }

  /// A view action the session did not carry out, and why.
  public struct Refusal: Equatable, Sendable {
    /// Which view action it was: the session's ``State/handledViewActions`` once it was handled.
    public var action: Int
    /// Why it was refused.
    public var error: WireError

    /// The refusal of the `action`th view action for `error`.
    public init(action: Int, error: WireError) {
      self.action = action
      self.error = error
    }
  }

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

    /// Why the last view action was refused, if it was; `nil` once the next one is handled.
    public var refusal: Refusal?

    /// A session over the shared list `todos`; by default a new one showing every todo.
    public init(
      todos: Shared<IdentifiedArrayOf<Todo.State>>,
      handledViewActions: Int = 0,
      confirmationDialog: ConfirmationDialogState<Todos.Action.Dialog>? = nil,
      filter: Filter = .all,
      refusal: Refusal? = nil
    ) {
      self._todos = todos
      self.handledViewActions = handledViewActions
      self.confirmationDialog = confirmationDialog
      self.filter = filter
      self.refusal = refusal
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
      /// The user added a todo with this description; it goes on top. A description is trimmed
      /// of white space at both ends, and must not be blank.
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

  /// How much the list may hold.
  public let limits: Limits

  @Dependency(\.uuid) var uuid

  /// The feature, refusing what goes beyond `limits`.
  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// The feature's logic: a view action becomes the todos feature's actions, run on the
  /// session's part of the list's state, or is refused.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .todos:
        return .none

      case .view(let view):
        state.handledViewActions += 1
        state.refusal = nil
        if let error = refusal(of: view, in: state) {
          state.refusal = Refusal(action: state.handledViewActions, error: error)
          return .none
        }
        return handle(view, &state)
      }
    }
    Scope(state: \.list, action: \.todos) {
      Todos()
    }
  }

  // What makes `view` impossible to carry out on `state`, if anything.
  private func refusal(of view: Action.View, in state: State) -> WireError? {
    switch view {
    case .addTodo(let description):
      if let error = problem(with: description) { return error }
      guard state.todos.count < limits.maxTodos else { return .listFull(limit: limits.maxTodos) }
      return nil
    case .complete(let id, _), .delete(let id):
      return state.todos[id: id] == nil ? .unknownTodo(id) : nil
    case .describe(let id, let description):
      guard state.todos[id: id] != nil else { return .unknownTodo(id) }
      return problem(with: description)
    case .cancelClearCompleted, .clearCompletedButtonTapped, .confirmClearCompleted, .filter:
      return nil
    }
  }

  private func problem(with description: String) -> WireError? {
    let trimmed = description.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .blankDescription }
    if trimmed.count > limits.maxDescriptionLength {
      return .descriptionTooLong(length: trimmed.count, limit: limits.maxDescriptionLength)
    }
    return nil
  }

  // Each view action is one or two of the todos feature's actions, run at once on the session's
  // state so that their changes are part of this action; their effects' actions come back
  // through `.todos`.
  private func handle(_ view: Action.View, _ state: inout State) -> Effect<Action> {
    switch view {
    case .addTodo(let description):
      // What the todos feature does for an add (an empty todo on top, then its description's
      // binding, neither with an effect), done here in one write to the shared list: no page is
      // ever sent the empty todo between the two, and the list is not walked by the feature's
      // observable state, whose every change of it maps all its todos to their identities.
      let todo = Todo.State(description: trimmed(description), id: uuid())
      state.$todos.withLock { $0.insert(todo, at: 0) }
      return .none

    case .cancelClearCompleted:
      guard state.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.dismiss), &state)

    case .clearCompletedButtonTapped:
      return todos(.clearCompletedButtonTapped, &state)

    case .complete(let id, let isComplete):
      return todos(.todos(.element(id: id, action: .binding(.set(\.isComplete, isComplete)))), &state)

    case .confirmClearCompleted:
      guard state.confirmationDialog != nil else { return .none }
      return todos(.confirmationDialog(.presented(.confirmClearCompleted)), &state)

    case .delete(let id):
      // A todo the filter hides is deleted all the same: the page named it by its identity.
      guard let offset = state.filteredTodos.index(id: id) else {
        state.$todos.withLock { $0.remove(id: id) }
        return .none
      }
      return todos(.delete(IndexSet(integer: offset)), &state)

    case .describe(let id, let description):
      return todos(
        .todos(.element(id: id, action: .binding(.set(\.description, trimmed(description))))), &state
      )

    case .filter(let filter):
      return todos(.binding(.set(\.filter, filter)), &state)
    }
  }

  private func trimmed(_ description: String) -> String {
    description.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func todos(_ action: Todos.Action, _ state: inout State) -> Effect<Action> {
    Todos().reduce(into: &state.list, action: action).map(Action.todos)
  }
}

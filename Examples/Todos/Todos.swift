import ComposableEffects
import Foundation

/// A todo list: add todos, type their descriptions, tick them off, filter the list and clear
/// the completed ones.
///
/// Ticking a todo off sorts it below the others, a second later rather than at once, so that
/// it does not jump away under the user's finger; ticking another within that second starts
/// the second again, and one sort follows both:
///
/// ```swift
/// case .todos(.element(id: _, action: .binding(\.isComplete))):
///   return .run { send in
///     try await clock.sleep(for: .seconds(1))
///     await send(.sortCompletedTodos)
///   }
///   .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
/// ```
///
/// Clearing the completed todos asks first, with a confirmation dialog held in state. The
/// time comes from the `continuousClock` dependency and new todos' ids from the `uuid` one,
/// so a test drives both.
@Reducer
public struct Todos: Sendable {
  /// The state of the list.
  @ObservableState
  public struct State: Equatable {
    /// The dialog asking to confirm clearing the completed todos, while it shows.
    @Presents public var confirmationDialog: ConfirmationDialogState<Action.Dialog>?

    /// Which todos are shown.
    public var filter: Filter = .all

    /// Every todo, in the order shown, whatever the filter.
    public var todos: IdentifiedArrayOf<Todo.State> = []

    /// The todos the filter lets through, in the order shown.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: todos.filter { !$0.isComplete }
      case .all: todos
      case .completed: todos.filter(\.isComplete)
      }
    }

    /// A list; by default an empty one showing all its todos.
    public init(
      confirmationDialog: ConfirmationDialogState<Action.Dialog>? = nil,
      filter: Filter = .all,
      todos: IdentifiedArrayOf<Todo.State> = []
    ) {
      self.confirmationDialog = confirmationDialog
      self.filter = filter
      self.todos = todos
    }
  }

  /// What can happen in the list.
  public enum Action: BindableAction, Sendable {
    /// The user tapped "Add": an empty todo goes on top.
    case addTodoButtonTapped
    /// A binding wrote the filter.
    case binding(BindingAction<State>)
    /// The user tapped "Clear completed": the feature asks for confirmation.
    case clearCompletedButtonTapped
    /// The user answered the confirmation dialog.
    case confirmationDialog(PresentationAction<Dialog>)
    /// The user deleted the todos at these offsets of the filtered list.
    case delete(IndexSet)
    /// The user dragged the todos at these offsets of the filtered list to this offset.
    case move(IndexSet, Int)
    /// The completed todos go below the others, keeping their order otherwise.
    case sortCompletedTodos
    /// Something happened to one of the todos.
    case todos(IdentifiedActionOf<Todo>)

    /// What the confirmation dialog's buttons send.
    public enum Dialog: Equatable, Sendable {
      /// The user confirmed clearing the completed todos.
      case confirmClearCompleted
    }
  }

  private enum CancelID {
    case todoCompletion
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.confirmationDialog = .clearCompleted
        return .none

      case .confirmationDialog(.presented(.confirmClearCompleted)):
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .confirmationDialog:
        return .none

      case .delete(let indexSet):
        let filteredTodos = state.filteredTodos
        for index in indexSet {
          state.todos.remove(id: filteredTodos[index].id)
        }
        return .none

      case .move(var source, var destination):
        if state.filter != .all {
          source = IndexSet(
            source
              .map { state.filteredTodos[$0] }
              .compactMap { state.todos.index(id: $0.id) }
          )
          destination =
            (destination < state.filteredTodos.endIndex
              ? state.todos.index(id: state.filteredTodos[destination].id)
              : state.todos.endIndex)
            ?? destination
        }
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .run { send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.sortCompletedTodos)
        }

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

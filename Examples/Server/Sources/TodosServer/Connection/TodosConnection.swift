import ComposableEffects
import Observation
import Todos
import TodosSession

/// One WebSocket connection's store of ``TodosSession``, and the page states it pushes.
///
/// The connection owns the store: when the connection closes, the connection is released, and
/// with it the store, which cancels the effects it was running.
@MainActor
final class TodosConnection {
  let store: StoreOf<TodosSession>

  /// A connection whose session works on the shared list `todos`, with other dependencies
  /// changed by `prepareDependencies` (a test's clock).
  init(
    todos: Shared<IdentifiedArrayOf<Todo.State>>,
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    store = Store(initialState: TodosSession.State(todos: todos)) {
      TodosSession()
    } withDependencies: {
      prepareDependencies(&$0)
    }
  }

  /// Sends the page's view action to the session.
  func send(_ action: TodosSession.Action.View) {
    store.send(.view(action))
  }

  /// The page's state now; `changed` is called, once, when anything it was made from is about
  /// to change.
  ///
  /// The state is read inside `withObservationTracking`, so the store's Observation support
  /// decides what counts as a change: the properties read for the page, and nothing else. The
  /// shared list is one of them: a change another connection's store makes to it calls
  /// `changed` too. The caller encodes the state off the main actor, which every store shares.
  func pageState(onChange changed: @escaping @Sendable () -> Void) -> ServerMessage.PageState {
    withObservationTracking {
      ServerMessage.PageState(store.state)
    } onChange: {
      changed()
    }
  }
}

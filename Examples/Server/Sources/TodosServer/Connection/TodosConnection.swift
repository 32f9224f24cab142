import ComposableEffects
import ComposableEffectsInstrumentation
import Logging
import Observation
import Todos
import TodosSession

/// One WebSocket connection's store of ``TodosSession``, and what its page is told of it.
///
/// The connection owns the store: when the connection closes, the connection is released, and
/// with it the store, which cancels the effects it was running.
@MainActor
final class TodosConnection {
  let store: StoreOf<TodosSession>
  private let list: DurableTodoList
  /// The version of the list the page must have been sent before it learns that its last
  /// action was handled: every change made up to that action.
  private var requiredVersion = 0

  /// A connection whose session works on the shared list `todos`, saved by `list`, within
  /// `limits`, with other dependencies changed by `prepareDependencies` (a test's clock).
  ///
  /// Its session is instrumented (label `todos_session`): its actions and effects are counted in
  /// `metrics`, traced with the process's tracer (OpenTelemetry's when it is switched on), and
  /// the issues its effects report are logged to `logger`.
  init(
    todos: Shared<IdentifiedArrayOf<Todo.State>>,
    list: DurableTodoList,
    limits: TodosSession.Limits,
    metrics: ServerMetrics,
    logger: Logger,
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.list = list
    store = Store(initialState: TodosSession.State(todos: todos)) {
      TodosSession(limits: limits)
        .instrumented(label: "todos_session", metrics: metrics.factory, logger: logger)
    } withDependencies: {
      prepareDependencies(&$0)
    }
  }

  /// Sends the page's view action to the session.
  func send(_ action: TodosSession.Action.View) {
    store.send(.view(action))
    requiredVersion = list.latestVersion
  }

  /// The session's state as the page shows it, its last refusal, and the version of the list
  /// the page must have first; `changed` is called, once, when the state is about to change.
  func session(
    onChange changed: @escaping @Sendable () -> Void
  ) -> (session: ServerMessage.Session, refusal: TodosSession.Refusal?, requiredVersion: Int) {
    let (session, refusal) = withObservationTracking {
      let state = store.state
      return (ServerMessage.Session(state), state.refusal)
    } onChange: {
      changed()
    }
    return (session, refusal, requiredVersion)
  }
}

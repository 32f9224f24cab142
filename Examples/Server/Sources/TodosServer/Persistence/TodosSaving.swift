import ComposableEffects
import Logging
import ServiceLifecycle
import Todos

/// Writes the shared list's last change to its file once the server has stopped.
///
/// A `.fileStorage` key writes a change at once, and gathers the changes that follow within a
/// second into one write at its end. A change made in that second is written when the process
/// exits normally; this service writes it as soon as the server has closed its connections, so
/// that a server embedded in a longer-lived process (a test) loses nothing either.
///
/// It is the application's service: the application's service group shuts its HTTP server down
/// first, and this service after it, when no session can change the list any more.
struct TodosSaving: Service {
  let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let logger: Logger

  func run() async throws {
    try? await gracefulShutdown()
    do {
      try await todos.save()
    } catch {
      logger.error("Could not save the todo list: \(error)")
    }
  }
}

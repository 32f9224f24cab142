import Logging
import ServiceLifecycle
import Todos
import TodosSession

/// Saves the shared list to its file after every change, as a service of the server: on a
/// graceful shutdown (SIGINT, SIGTERM) it stops after the HTTP server and saves the list a last
/// time, so no change the server accepted is lost.
///
/// Changes that come faster than the disk are merged: each save writes the latest list.
public struct TodosPersistence: Service {
  let file: TodosFile
  let todos: SharedTodos
  let logger: Logger

  /// A service saving `todos` to `file`.
  public init(file: TodosFile, todos: SharedTodos, logger: Logger) {
    self.file = file
    self.todos = todos
    self.logger = logger
  }

  /// Saves the list after each change until the service group shuts down, then once more.
  public func run() async throws {
    let changes = todos.changes()
    for await _ in changes.cancelOnGracefulShutdown() {
      save()
    }
    save()
  }

  private func save() {
    let latest = todos.todos
    do {
      try file.save(latest)
    } catch {
      logger.error("Could not save the todo list to \(file.url.path): \(error)")
    }
  }
}

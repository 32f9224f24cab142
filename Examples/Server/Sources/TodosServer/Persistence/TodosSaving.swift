import ComposableEffects
import Logging
import ServiceLifecycle
import Todos
import TodosSession

/// Makes sure, once the server has stopped, that every change made to the list is saved: it waits
/// for the writes under way, and for the retries of a failing one; if they still fail, it logs
/// and throws what was not saved, and the server exits with an error.
///
/// It is the application's service: the application's service group shuts its HTTP server down
/// first, and this service after it, when no session can change the list any more.
struct TodosSaving: Service {
  let list: DurableTodoList
  let todos: Shared<IdentifiedArrayOf<Todo.State>>
  /// How many failed writes, retries included, end the wait.
  let attempts: Int
  let logger: Logger

  func run() async throws {
    try? await gracefulShutdown()
    let outcome = await list.waitUntilSaved(allowingFailures: attempts)
    if case .table(let table) = list.storage { table.shutdown() }
    guard case .failed(let reason) = outcome else { return }
    let error = UnsavedChangesError(
      path: list.storage.place,
      reason: reason,
      changes: UnsavedChangesError.describe(from: list.durableTodos, to: todos.wrappedValue)
    )
    logger.critical("\(error)")
    throw error
  }
}

/// The server stopped with changes to the list that it could not save.
public struct UnsavedChangesError: Error, CustomStringConvertible {
  /// The list's file.
  public var path: String
  /// Why the last write failed.
  public var reason: String
  /// The changes not saved, one phrase each.
  public var changes: [String]

  /// The changes not saved, the file and the reason, in a sentence.
  public var description: String {
    """
    \(changes.count) change(s) to the todo list were not saved to \(path) (\(reason)): \
    \(changes.joined(separator: "; ")).
    """
  }

  /// What makes `saved` into `current`, in words.
  static func describe(
    from saved: IdentifiedArrayOf<Todo.State>,
    to current: IdentifiedArrayOf<Todo.State>
  ) -> [String] {
    ListChange.changes(from: saved, to: current).map { change in
      switch change {
      case .insert(let todo, _):
        "added \"\(todo.description)\""
      case .update(let todo):
        "changed \"\(saved[id: todo.id]?.description ?? "")\" to \"\(todo.description)\"\(todo.isComplete ? " (done)" : "")"
      case .remove(let id):
        "deleted \"\(saved[id: id]?.description ?? id.uuidString)\""
      case .move(let id, let index):
        "moved \"\(current[id: id]?.description ?? id.uuidString)\" to position \(index + 1)"
      }
    }
  }
}

/// Why the server cannot start.
public enum TodosServerError: Error, Equatable, CustomStringConvertible {
  /// The saved list is not a list of todos with distinct identifiers.
  case unreadableList(path: String, reason: String)
  /// The database given cannot be reached, or its table read.
  case databaseUnavailable(reason: String)

  /// The problem, and what to do about it, in a sentence.
  public var description: String {
    switch self {
    case .unreadableList(let path, let reason):
      """
      The saved todo list \(path) cannot be read: \(reason) The server does not start, and \
      leaves the file as it is: fix it, or move it away to start with an empty list.
      """
    case .databaseUnavailable(let reason):
      """
      The todo list's database cannot be used: \(reason) The server does not start: check the \
      database URL, and that the database is up.
      """
    }
  }
}

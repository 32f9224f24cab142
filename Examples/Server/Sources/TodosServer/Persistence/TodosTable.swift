import ComposableEffects
import ComposableEffectsPostgres
import Foundation
import Logging
import Synchronization
import Todos
import TodosSession

/// The list kept in a PostgreSQL table, one row per todo, through `ComposableEffectsPostgres`'s
/// `.postgres` key: where a server keeps its list when it is one of several instances sharing a
/// database.
///
/// ```swift
/// let table = try TodosTable(url: "postgres://todos@127.0.0.1:5432/todos", logger: logger)
/// let todos = try await table.load()
/// table.write(todos) { result in … }
/// ```
///
/// A write is the key's save of the whole list, which writes only the rows that changed, in one
/// transaction, and notifies the other instances; their changes come back through
/// ``subscribe(_:)``, each with the list this instance knew before it, so that the changes this
/// instance has not written yet can be put on top of it (see ``TodosRebase``).
final class TodosTable: Sendable {
  typealias Todos = IdentifiedArrayOf<Todo.State>

  let name: String
  private let database: PostgresSharedDatabase
  private let key: PostgresKey<SavedTodo>
  private let logger: Logger
  /// The list as this instance knows the table holds it: its last write that succeeded, or the
  /// last change the key told of, whichever came later; and how many changes the key told of.
  private let known = Mutex<(todos: Todos, tellings: Int)>(([], 0))

  /// The table `name` of the database at `url` (`postgres://user@host:port/database`).
  ///
  /// - Throws: `PostgresSharedError.invalidURL` when `url` is not such a connection string.
  init(url: String, name: String = "todos", logger: Logger) throws {
    var databaseLogger = logger
    databaseLogger[metadataKey: "table"] = "\(name)"
    self.database = try PostgresSharedDatabase(url: url, logger: databaseLogger)
    self.key = .postgres(name, database: database)
    self.name = name
    self.logger = logger
  }

  /// Where the list is, in words.
  var place: String {
    "the PostgreSQL table '\(name)'"
  }

  /// Creates the table if it is missing, checks its columns, and reads every todo.
  func load() async throws -> Todos {
    let todos = try await withCheckedThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation("\(self.key)") { result in
          continuation.resume(with: result.map { Self.todos($0 ?? []) })
        }
      )
    }
    known.withLock { $0.todos = todos }
    return todos
  }

  /// Writes `todos` (the rows that differ from the table's), then calls `completion`: with
  /// success once they are committed, or with why not. A write the database does not take is
  /// kept by the key and written again with backoff; a later write answers once it is.
  func write(_ todos: Todos, completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    let rows = IdentifiedArray(uncheckedUniqueElements: todos.map(SavedTodo.init))
    let tellingsBefore = known.withLock { $0.tellings }
    key.save(
      rows,
      context: .didSet,
      continuation: SaveContinuation("\(self.key)") { [self] result in
        // Known before `completion` runs. A change the key told of since this write was handed
        // to it is newer: the key tells, once a write ends, of the table with that write in it.
        if case .success = result {
          known.withLock { known in
            if known.tellings == tellingsBefore { known.todos = todos }
          }
        }
        completion(result.mapError { error -> any Error in
          if case .notWrittenYet(_, let reason) = error as? PostgresSharedError {
            return TableWriteError(reason: reason)
          }
          return error
        })
      }
    )
  }

  /// Calls `changed` with the list as the table holds it whenever another instance changes it,
  /// and with what this instance knew before (its last write, or the change told before), until
  /// the subscription is cancelled.
  func subscribe(_ changed: @escaping @Sendable (_ table: Todos, _ before: Todos) -> Void) -> SharedSubscription {
    key.subscribe(
      context: .userInitiated,
      subscriber: SharedSubscriber { [self] result in
        switch result {
        case .success(let rows):
          let table = Self.todos(rows ?? [])
          let before = known.withLock { known in
            defer {
              known.todos = table
              known.tellings += 1
            }
            return known.todos
          }
          changed(table, before)
        case .failure(let error):
          logger.error("Could not read a change to \(place): \(error)")
        }
      }
    )
  }

  /// The todos that `rows` hold, in order.
  private static func todos(_ rows: IdentifiedArrayOf<SavedTodo>) -> Todos {
    IdentifiedArray(uncheckedUniqueElements: rows.map(\.state))
  }

  /// Closes the connections to the database.
  func shutdown() {
    database.shutdown()
  }
}

/// Why a write to the table did not happen yet: the key keeps it and tries again.
struct TableWriteError: Error, CustomStringConvertible {
  var reason: String

  var description: String {
    "the database did not take it: \(reason)"
  }
}

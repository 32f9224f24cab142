import ComposableEffects

/// A shared key that keeps an identified collection in a PostgreSQL table, one row per
/// element, live across every process using the same database.
///
/// ```swift
/// @Shared(.postgres("todos")) var todos: IdentifiedArrayOf<Todo> = []
/// ```
///
/// - **Writes are per element.** A save writes only the elements that changed (insert, update,
///   move, delete by id) in one transaction, so two processes changing different elements at
///   the same moment both keep their change.
/// - **The same element changed in two processes at once** ends as the change committed last;
///   a delete wins over a change to the element it removes (the update finds no row). Every
///   process then reads the element as committed.
/// - **Live without polling.** Each write notifies the table's channel (`LISTEN`/`NOTIFY`) with
///   the ids it wrote; every other process reads those rows and tells its holders. A dropped
///   listening connection is opened again with backoff, and the whole table read again.
/// - **Nothing dropped.** A change the database does not take (unreachable, timed out) is kept
///   and written again with backoff (100 ms doubling to 5 s) until it is; meanwhile the shared
///   value's `saveError` is ``PostgresSharedError/notWrittenYet(table:reason:)``, cleared once
///   written.
/// - **Schema.** The key creates the table if it is missing, as
///   `id text PRIMARY KEY, position double precision NOT NULL, value jsonb NOT NULL`, and
///   checks the columns of one that exists.
public struct PostgresKey<Element: PostgresElement>: SharedKey where Element.ID: Codable & Sendable {
  public typealias Value = IdentifiedArrayOf<Element>

  /// The table's session, or why there is none (no database, a name that is not an
  /// identifier): then every load and save fails with that error.
  let table: Result<PostgresTable<Element>, PostgresSharedError>
  let tableName: String

  init(table: String, database: PostgresSharedDatabase?) {
    self.tableName = table
    if !PostgresKey.isPlainIdentifier(table) {
      self.table = .failure(.invalidTableName(table))
    } else if let database {
      self.table = .success(database.table(table, of: Element.self))
    } else {
      self.table = .failure(.noDatabase)
    }
  }

  public var id: ID {
    switch self.table {
    case .success(let table): return ID(table: table.identity, name: self.tableName)
    case .failure: return ID(table: nil, name: self.tableName)
    }
  }

  /// What makes two keys the same: the session of one table in one database.
  public struct ID: Hashable, Sendable {
    let table: UUID?
    let name: String
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // Marked now, not when the task runs: a change the holders make in between overtakes it.
    let began = try? self.table.get().loadBegan()
    Task {
      do {
        continuation.resume(returning: try await self.table.get().load(began: began))
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    guard case .success(let table) = self.table else { return SharedSubscription {} }
    return table.subscribe(subscriber)
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch self.table {
    case .success(let table): table.save(value, continuation: continuation)
    case .failure(let error): continuation.resume(throwing: error)
    }
  }

  static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 48,
      first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}

extension PostgresKey: CustomStringConvertible {
  public var description: String { ".postgres(\"\(self.tableName)\")" }
}

extension SharedReaderKey {
  /// A key keeping an identified collection in the PostgreSQL table `table` of `database`
  /// (the ``Dependencies/DependencyValues/postgres`` dependency when not given); see
  /// ``PostgresKey``.
  ///
  /// Without a database, or with a table name that is not a plain SQL identifier, every load
  /// and save fails with an error saying so (the shared value's `loadError`, `saveError`).
  public static func postgres<Element: PostgresElement>(
    _ table: String,
    database: PostgresSharedDatabase? = nil
  ) -> Self where Self == PostgresKey<Element>, Element.ID: Codable & Sendable {
    @Dependency(\.postgres) var dependency
    return PostgresKey(table: table, database: database ?? dependency)
  }
}

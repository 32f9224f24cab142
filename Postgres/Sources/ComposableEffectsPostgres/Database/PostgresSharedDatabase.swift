import Foundation
import Logging
import PostgresNIO
import Synchronization

/// A PostgreSQL database that holds shared state: the connections that `.postgres` keys read,
/// write and listen through.
///
/// Make one per process and hand it to every key (or set it once as the ``postgres``
/// dependency); each process that uses the same database sees the others' changes live.
///
/// ```swift
/// let database = try PostgresSharedDatabase(url: "postgres://todos@127.0.0.1:5432/todos")
/// prepareDependencies { $0.postgres = database }
///
/// @Shared(.postgres("todos")) var todos: IdentifiedArrayOf<Todo> = []
/// ```
public final class PostgresSharedDatabase: Sendable {
  let client: PostgresClient
  let logger: Logger
  /// How long a write or a read may take before it counts as failed.
  let timeout: Duration
  private let running: Task<Void, Never>
  private let tables = Mutex<[TableKey: any Sendable]>([:])
  private let shutDown = Mutex(false)

  /// A database reached through `configuration`.
  ///
  /// - Parameters:
  ///   - configuration: Where the database is and how to sign in.
  ///   - timeout: How long a read or a write may take before it counts as failed (and, for a
  ///     write, is retried).
  ///   - logger: Where connection failures and retries are logged.
  public init(
    configuration: PostgresClient.Configuration,
    timeout: Duration = .seconds(5),
    logger: Logger = Logger(label: "composable-effects.postgres")
  ) {
    let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
    self.client = client
    self.logger = logger
    self.timeout = timeout
    self.running = Task { await client.run() }
  }

  /// A database reached through a connection string,
  /// `postgres://user:password@host:port/database` (`postgresql://` too); the password and
  /// port may be left out.
  ///
  /// - Throws: ``PostgresSharedError/invalidURL(_:)`` when the string is not such a URL.
  public convenience init(
    url: String,
    timeout: Duration = .seconds(5),
    logger: Logger = Logger(label: "composable-effects.postgres")
  ) throws {
    self.init(
      configuration: try PostgresURL.configuration(url), timeout: timeout, logger: logger
    )
  }

  /// Closes the connections. Keys that use the database fail from then on.
  public func shutdown() {
    self.shutDown.withLock { $0 = true }
    self.running.cancel()
  }

  deinit {
    self.running.cancel()
  }

  /// The one session of `table` holding elements of type `Element` in this process, made on
  /// first use.
  func table<Element: PostgresElement>(
    _ name: String, of: Element.Type
  ) -> PostgresTable<Element> where Element.ID: Codable & Sendable {
    self.tables.withLock { tables in
      let key = TableKey(name: name, elementType: ObjectIdentifier(Element.self))
      if let table = tables[key] as? PostgresTable<Element> {
        return table
      }
      let table = PostgresTable<Element>(name: name, database: self)
      tables[key] = table
      return table
    }
  }

  /// Runs `operation`, failing with ``PostgresSharedError/timedOut(_:)`` when it takes longer
  /// than ``timeout``. The caller goes on at the deadline even if `operation` does not stop
  /// when cancelled (a connection that hangs): it is cancelled and left to end on its own.
  func withDeadline<Result: Sendable>(
    _ what: String, _ operation: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    let timeout = self.timeout
    return try await withCheckedThrowingContinuation { continuation in
      let race = DeadlineRace(continuation)
      race.start(
        work: Task {
          do {
            race.finish(.success(try await operation()))
          } catch {
            race.finish(.failure(error))
          }
        },
        timer: Task {
          try? await Task.sleep(for: timeout)
          guard !Task.isCancelled else { return }
          race.finish(.failure(PostgresSharedError.timedOut(what)))
        }
      )
    }
  }

  /// Whether ``shutdown()`` was called: the tables stop listening.
  var isShutDown: Bool { self.shutDown.withLock { $0 } }

  private struct TableKey: Hashable {
    var name: String
    var elementType: ObjectIdentifier
  }
}

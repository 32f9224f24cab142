import ComposableEffects
import Logging
import PostgresNIO
import Synchronization

/// One table of shared elements in one process: what the database holds as far as this process
/// knows, the saves on their way to it, and the holders told of other processes' changes.
///
/// Every `.postgres` key of the same table and element type in a process shares one session.
final class PostgresTable<Element: PostgresElement>: Sendable where Element.ID: Codable & Sendable {
  typealias Value = IdentifiedArrayOf<Element>

  let name: String
  /// Tells this session from any other, even one made later at the same address: what makes
  /// two keys the same key.
  let identity = UUID()
  private let database: PostgresSharedDatabase
  private let state = Mutex(State())
  /// Held while the holders are told of a change, so that tellings go out one at a time, each
  /// checked against the newest that went out (see ``TableMirror/goesOut(_:)``). Taken before
  /// `state`, never while holding it.
  private let telling = Mutex(())

  private struct State {
    /// The rows this process knows, and what its holders were last given.
    var mirror = TableMirror<Element>()
    var saves = SaveStateMachine<Value, SaveContinuation>()
    var subscribers: [Int: SharedSubscriber<Value>] = [:]
    var nextSubscriber = 0
    var listening: Task<Void, Never>?
    /// Whether the table is known to exist with the right columns.
    var schemaChecked = false
  }

  init(name: String, database: PostgresSharedDatabase) {
    self.name = name
    self.database = database
  }

  var channel: String { "composable_effects_\(self.name)" }

  private var logger: Logger { self.database.logger }

  // MARK: Reading

  /// Creates the table if it does not exist, checks its columns, and reads every row.
  ///
  /// `began` is when the caller asked for it (``loadBegan()``), if before this call: a save the
  /// holders make after it overtakes the load (see ``TableMirror/loaded(_:began:)``).
  func load(began: TableMirror<Element>.LoadToken? = nil) async throws -> Value {
    let began = began ?? self.loadBegan()
    try await self.ensureSchema()
    let rows = try await self.readRows(ids: nil)
    return self.state.withLock { $0.mirror.loaded(rows, began: began) }
  }

  /// Marks the moment a load is asked for, for ``load(began:)``.
  func loadBegan() -> TableMirror<Element>.LoadToken {
    self.state.withLock { $0.mirror.loadBegan() }
  }

  /// The rows with `ids` (every row when `nil`), read now.
  private func readRows(ids: [String]?) async throws -> [String: StoredRow<Element>] {
    let table = self.name
    let client = self.database.client
    let logger = self.logger
    let read = try await self.database.withDeadline("reading '\(table)'") {
      () -> [(String, Double, String)] in
      let rows: PostgresRowSequence
      if let ids {
        rows = try await client.query(
          "SELECT id, position, value::text FROM \(unescaped: table) WHERE id = ANY(\(ids))",
          logger: logger
        )
      } else {
        rows = try await client.query(
          "SELECT id, position, value::text FROM \(unescaped: table)", logger: logger
        )
      }
      var read: [(String, Double, String)] = []
      for try await row in rows.decode((String, Double, String).self) {
        read.append(row)
      }
      return read
    }
    var stored: [String: StoredRow<Element>] = [:]
    for (id, position, json) in read {
      do {
        stored[id] = StoredRow(position: position, element: try RowCoding.decode(json, as: Element.self))
      } catch {
        throw PostgresSharedError.undecodableRow(
          table: table, id: id, reason: String(reflecting: error)
        )
      }
    }
    return stored
  }

  private func ensureSchema() async throws {
    guard !self.state.withLock({ $0.schemaChecked }) else { return }
    let table = self.name
    let client = self.database.client
    let logger = self.logger
    let columns = try await self.database.withDeadline("creating '\(table)'") {
      () -> [String] in
      do {
        try await client.query(
          """
          CREATE TABLE IF NOT EXISTS \(unescaped: table) (
            id text PRIMARY KEY,
            position double precision NOT NULL,
            value jsonb NOT NULL
          )
          """,
          logger: logger
        )
      } catch let error as PSQLError
        where ["23505", "42P07", "42710"].contains(error.serverInfo?[.sqlState] ?? "")
      {
        // Created by another connection at the same moment (`IF NOT EXISTS` does not guard
        // against that race): a unique violation in the catalog, "relation already exists", or
        // "type already exists" (the table's row type, made first; seen in CI when two
        // instances' first loads and writes create the table together).
      }
      let rows = try await client.query(
        """
        SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = \(table)
        ORDER BY column_name
        """,
        logger: logger
      )
      var columns: [String] = []
      for try await (name, type) in rows.decode((String, String).self) {
        columns.append("\(name) \(type)")
      }
      return columns
    }
    guard columns == ["id text", "position double precision", "value jsonb"] else {
      throw PostgresSharedError.schemaMismatch(table: table, columns: columns)
    }
    self.state.withLock { $0.schemaChecked = true }
  }

  // MARK: Writing

  /// Writes the changes from what the database holds to `value`, one at a time, retrying
  /// while the database cannot be reached; `continuation` is resumed when `value` is written,
  /// or with ``PostgresSharedError/notWrittenYet(table:reason:)`` as soon as it is known not to
  /// be yet.
  func save(_ value: Value, continuation: SaveContinuation) {
    let action = self.state.withLock { state in
      state.mirror.holdersSaved(value)
      return state.saves.save(value, waiter: continuation)
    }
    switch action {
    case .write(let value):
      self.startWrite(value)
    case .none:
      break
    case .answerPending(let continuation):
      continuation.resume(
        throwing: PostgresSharedError.notWrittenYet(
          table: self.name, reason: "the database could not be reached; retrying")
      )
    }
  }

  private func startWrite(_ value: Value) {
    Task {
      do {
        try await self.write(value)
        let (end, change) = self.state.withLock { state in
          let end = state.saves.writeSucceeded()
          // Reads that ended while the write ran told no one; the table may differ from what
          // the holders saved (another process's change).
          return (end, Self.changeToTell(&state))
        }
        // The holders are told first: one that saves again when its save is answered (a
        // group commit) then saves from the table as it is now.
        self.tell(change)
        for continuation in end.answer { continuation.resume() }
        if end.recovered {
          self.logger.info("Pending changes to '\(self.name)' are saved.")
          for subscriber in self.subscribers { subscriber.yieldSaved() }
        }
        if let next = end.write { self.startWrite(next) }
      } catch {
        let end = self.state.withLock { $0.saves.writeFailed(value) }
        let failure = PostgresSharedError.notWrittenYet(
          table: self.name, reason: String(reflecting: error)
        )
        self.logger.warning("\(failure)")
        for continuation in end.answer { continuation.resume(throwing: failure) }
        for subscriber in self.subscribers { subscriber.yieldSaved(.failure(failure)) }
        if let retryAfter = end.retryAfter { self.retry(after: retryAfter) }
      }
    }
  }

  private func retry(after delay: Duration) {
    Task {
      try? await Task.sleep(for: delay)
      guard !self.database.isShutDown else {
        self.logger.error(
          "The database was shut down with changes to '\(self.name)' not written; they are lost."
        )
        return
      }
      if case .write(let value) = self.state.withLock({ $0.saves.retryDue() }) {
        self.startWrite(value)
      }
    }
  }

  /// Writes the rows that differ between what the database holds and `value` in one
  /// transaction, with a notification naming them.
  private func write(_ value: Value) async throws {
    // A save made right after the declaration may come before its load has made the table.
    try await self.ensureSchema()
    let elements = try value.map { (id: try RowCoding.id(of: $0), element: $0) }
    let (writes, token) = self.state.withLock { $0.mirror.beginWrite(of: elements) }
    guard !writes.isEmpty else {
      self.state.withLock { $0.mirror.wrote([], token, elements: elements) }
      return
    }
    do {
      try await self.commit(writes)
    } catch {
      self.state.withLock { $0.mirror.writeFailed(token) }
      throw error
    }
    self.state.withLock { $0.mirror.wrote(writes, token, elements: elements) }
  }

  /// Commits `writes` in one transaction, with a notification naming their rows.
  private func commit(_ writes: [RowWrite<Element>]) async throws {
    // In the order of their row ids: two processes' transactions then lock the rows they both
    // write in the same order, and neither waits on the other in a deadlock.
    let encoded = try writes.sorted { $0.id < $1.id }.map { write -> (RowWrite<Element>, String?) in
      switch write {
      case .insert(_, _, let element), .update(_, let element):
        return (write, try RowCoding.encode(element))
      case .move, .delete:
        return (write, nil)
      }
    }
    let table = self.name
    let channel = self.channel
    let payload = Notification.payload(ids: writes.map(\.id))
    let client = self.database.client
    let logger = self.logger
    try await self.database.withDeadline("writing '\(table)'") {
      try await client.withTransaction(logger: logger) { connection in
        for (write, json) in encoded {
          switch write {
          case .insert(let id, let position, _):
            try await connection.query(
              """
              INSERT INTO \(unescaped: table) (id, position, value)
              VALUES (\(id), \(position), \(json!)::jsonb)
              ON CONFLICT (id) DO UPDATE SET position = excluded.position, value = excluded.value
              """,
              logger: logger
            )
          case .update(let id, _):
            try await connection.query(
              "UPDATE \(unescaped: table) SET value = \(json!)::jsonb WHERE id = \(id)",
              logger: logger
            )
          case .move(let id, let position):
            try await connection.query(
              "UPDATE \(unescaped: table) SET position = \(position) WHERE id = \(id)",
              logger: logger
            )
          case .delete(let id):
            try await connection.query(
              "DELETE FROM \(unescaped: table) WHERE id = \(id)", logger: logger
            )
          }
        }
        try await connection.query("SELECT pg_notify(\(channel), \(payload))", logger: logger)
      }
    }
  }

  // MARK: Listening

  private var subscribers: [SharedSubscriber<Value>] {
    self.state.withLock { Array($0.subscribers.values) }
  }

  /// Tells `subscriber` of every change other processes make to the table, from now until the
  /// subscription ends.
  func subscribe(_ subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    let (id, startsListening) = self.state.withLock { state in
      let id = state.nextSubscriber
      state.nextSubscriber += 1
      state.subscribers[id] = subscriber
      return (id, state.listening == nil)
    }
    if startsListening {
      let task = Task { await self.listen() }
      self.state.withLock { $0.listening = task }
    }
    return SharedSubscription {
      let task = self.state.withLock { state -> Task<Void, Never>? in
        state.subscribers[id] = nil
        guard state.subscribers.isEmpty else { return nil }
        defer { state.listening = nil }
        return state.listening
      }
      task?.cancel()
    }
  }

  /// Listens for the table's notifications until cancelled: on each, reads the rows it names
  /// and tells the holders. When the connection drops it listens again (with backoff) and
  /// reads every row, for the notifications it missed.
  private func listen() async {
    var failures = 0
    while !Task.isCancelled, !self.database.isShutDown {
      do {
        try await self.database.client.withConnection { connection in
          try await connection.listen(on: self.channel) { notifications in
            failures = 0
            try await self.ensureSchema()
            try await self.reload(ids: nil)
            for try await notification in notifications {
              try await self.reload(ids: Notification.ids(in: notification.payload))
            }
          }
        }
      } catch {
        guard !Task.isCancelled, !self.database.isShutDown else { return }
        failures += 1
        self.logger.warning(
          "Listening for changes to '\(self.name)' failed (\(String(reflecting: error))); listening again."
        )
      }
      try? await Task.sleep(for: SaveStateMachine<Value, Never>.backoff(afterFailures: failures))
    }
  }

  /// Reads the rows with `ids` (every row when `nil`) and tells the holders if the collection
  /// changed.
  private func reload(ids: [String]?) async throws {
    let rows = try await self.readRows(ids: ids)
    let change = self.state.withLock { state in
      state.mirror.read(rows, ids: ids)
      return Self.changeToTell(&state)
    }
    self.tell(change)
  }

  /// A change of the table the holders have not seen, and the holders to tell.
  private struct Change {
    var told: TableMirror<Element>.Told
    var subscribers: [SharedSubscriber<Value>]
  }

  /// Tells the holders of `change`, unless a newer change went out first, then records that
  /// they have it: their next save starts from it. Not before: a save made while they are being
  /// told starts from what they had, and must not delete or overwrite what they have not seen.
  private func tell(_ change: Change?) {
    guard let change else { return }
    self.telling.withLock { _ in
      guard self.state.withLock({ $0.mirror.goesOut(change.told) }) else { return }
      for subscriber in change.subscribers { subscriber.yield(change.told.value) }
      self.state.withLock { $0.mirror.holdersHave(change.told) }
    }
  }

  /// The table as the holders should now see it, if it differs from what they have, and the
  /// holders to tell (see ``TableMirror/changeToTell(savePending:)``).
  private static func changeToTell(_ state: inout State) -> Change? {
    guard
      let told = state.mirror.changeToTell(savePending: state.saves.hasUnwrittenValue)
    else { return nil }
    return Change(told: told, subscribers: Array(state.subscribers.values))
  }
}

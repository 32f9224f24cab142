import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import TodosSession

/// The `cluster` scenario, run against `Scripts/cluster` (it reads the cluster's addresses from
/// `CLUSTER_URL` and `CLUSTER_INSTANCES`): `--connections` clients through nginx, each adding
/// one todo and then describing it again `--actions` − 1 times, all of them together at
/// `--rate` actions a second; one watching page connected straight to each instance.
///
/// Reports how long each action took to reach each watching page (most of them are on another
/// instance than the action's), whether every client's last description is in the list on
/// every instance and in the database, and whether the instances' lists are identical.
/// `Scripts/cluster-load` runs it, and can restart PostgreSQL in the middle.
enum ClusterLoad {
  struct Options {
    var entry: String
    var instances: [String]
    var clients: Int
    var actions: Int
    var rate: Int
    var timeLimit: Int
  }

  static func run(_ options: Options) async throws {
    let book = ActionBook(clients: options.clients, actions: options.actions, watchers: options.instances.count)
    let clock = ContinuousClock()
    // The time between two actions of one client, so that all of them together make the rate.
    let period = Duration.seconds(Double(options.clients) / Double(options.rate))
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await Task.sleep(for: .seconds(options.timeLimit))
        book.fail("The load run took longer than \(options.timeLimit) seconds.")
      }
      group.addTask {
        try await withThrowingTaskGroup(of: Void.self) { tasks in
          for (number, instance) in options.instances.enumerated() {
            tasks.addTask {
              do {
                try await watcher(instance, number: number, book: book)
                if !Task.isCancelled { book.fail("the watching page of \(instance) was closed") }
              } catch where !Task.isCancelled {
                book.fail("the watching page of \(instance) failed: \(error)")
              }
            }
          }
          try await book.watchersOpen()
          let gate = Gate()
          for client in 0..<options.clients {
            tasks.addTask {
              do {
                try await sender(
                  client, entry: options.entry, actions: options.actions, period: period,
                  rate: options.rate, gate: gate, book: book, clock: clock
                )
              } catch where !Task.isCancelled {
                book.fail("client \(client) failed: \(error)")
              }
            }
          }
          try await book.clientsOpen()
          print("\(options.clients) clients open through \(options.entry); \(options.instances.count) watching pages")
          let start = clock.now
          gate.open()
          try await book.everyLastActionArrived()
          book.ran(for: start.duration(to: clock.now))
          tasks.cancelAll()
        }
      }
      try await group.next()
      group.cancelAll()
    }
    let lists = try await finalLists(options.instances)
    let database = try databaseDescriptions()
    try book.report(rate: options.rate, lists: lists, database: database)
  }

  /// A client through nginx: its add, then its descriptions, one every `period`, starting at a
  /// point of the first period of its own; drains what the server sends meanwhile.
  private static func sender(
    _ client: Int, entry: String, actions: Int, period: Duration, rate: Int, gate: Gate,
    book: ActionBook, clock: ContinuousClock
  ) async throws {
    try await WebSocketClient.connect(
      url: entry.replacingOccurrences(of: "http://", with: "ws://") + "/ws",
      configuration: .init(maxFrameSize: 1 << 24),
      logger: Logger(label: "todos-load")
    ) { inbound, outbound, _ in
      let marker = "\"description\":\"\(ActionBook.description(client, 1))\""
      let (idStream, idFound) = AsyncStream.makeStream(of: UUID.self)
      let reading = Task {
        defer { idFound.finish() }
        var opened = false
        var found = false
        for try await message in inbound.messages(maxSize: 1 << 24) {
          guard case .text(let text) = message else { continue }
          if !opened, text.hasPrefix(#"{"snapshot""#) {
            opened = true
            book.clientOpened()
          } else if text.hasPrefix(#"{"error""#) {
            book.fail("client \(client) was sent \(text)")
          } else if !found, text.hasPrefix(#"{"changes""#), text.contains(marker),
            let id = ActionBook.insertedID(in: text, description: ActionBook.description(client, 1))
          {
            found = true
            idFound.yield(id)
            idFound.finish()
          }
        }
      }
      defer { reading.cancel() }
      await gate.wait()
      let start = clock.now + .seconds(Double(client) / Double(rate))
      try await clock.sleep(until: start)
      book.sent(client, 1, at: clock.now)
      try await outbound.writeTextMessage(
        ClientMessage.encode(.addTodo(description: ActionBook.description(client, 1)))
      )
      var ids = idStream.makeAsyncIterator()
      guard let id = await ids.next() else { return }
      for action in 2...max(2, actions) where action <= actions {
        try await clock.sleep(until: start + period * (action - 1))
        book.sent(client, action, at: clock.now)
        try await outbound.writeTextMessage(
          ClientMessage.encode(.describe(id: id, description: ActionBook.description(client, action)))
        )
      }
      // Open until every last action reached every watching page: the run then cancels it.
      try await withTaskCancellationHandler {
        try await reading.value
      } onCancel: {
        reading.cancel()
      }
    }
  }

  /// A page connected straight to one instance, noting when each action reaches it.
  private static func watcher(_ instance: String, number: Int, book: ActionBook) async throws {
    let url = instance.replacingOccurrences(of: "http://", with: "ws://") + "/ws"
    try await WebSocketClient.connect(
      url: url, configuration: .init(maxFrameSize: 1 << 24), logger: Logger(label: "todos-load")
    ) { inbound, _, _ in
      for try await message in inbound.messages(maxSize: 1 << 24) {
        guard case .text(let text) = message else { continue }
        if text.hasPrefix(#"{"snapshot""#) {
          book.watcherOpened()
        } else if text.hasPrefix(#"{"changes""#) {
          let now = ContinuousClock.now
          guard case .changes(let changes) = try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
          else { continue }
          for change in changes.changes {
            switch change {
            case .insert(let todo, _), .update(let todo):
              book.arrived(todo.description, watcher: number, at: now)
            case .remove, .move:
              break
            }
          }
        }
      }
    }
  }

  /// Each instance's list, from a page opened on it once the run is over: descriptions by todo.
  private static func finalLists(_ instances: [String]) async throws -> [[UUID: String]] {
    var lists: [[UUID: String]] = []
    for instance in instances {
      let url = instance.replacingOccurrences(of: "http://", with: "ws://") + "/ws"
      let list = Mutex<[UUID: String]>([:])
      try await WebSocketClient.connect(
        url: url, configuration: .init(maxFrameSize: 1 << 26), logger: Logger(label: "todos-load")
      ) { inbound, outbound, _ in
        for try await message in inbound.messages(maxSize: 1 << 26) {
          guard case .text(let text) = message, text.hasPrefix(#"{"snapshot""#) else { continue }
          if case .snapshot(let snapshot) = try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8)) {
            list.withLock { list in
              for todo in snapshot.todos { list[todo.id] = todo.description }
            }
          }
          break
        }
        try await outbound.close(.normalClosure, reason: nil)
      }
      lists.append(list.withLock { $0 })
    }
    return lists
  }

  /// The descriptions the `todos` table holds, read with `psql` from `DATABASE_URL`.
  private static func databaseDescriptions() throws -> [UUID: String] {
    guard let url = ProcessInfo.processInfo.environment["DATABASE_URL"] else {
      throw ValidationError("DATABASE_URL is not set: run the cluster scenario under Scripts/cluster.")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "psql", url, "-At", "-F", "\t", "-c", "SELECT value->>'id', value->>'description' FROM todos",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError("psql could not read the todos table (exit \(process.terminationStatus)).")
    }
    var rows: [UUID: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, let id = UUID(uuidString: String(fields[0])) else { continue }
      rows[id] = String(fields[1])
    }
    return rows
  }
}

/// When each client's actions were sent and reached each watching page, and the waits of the
/// run: every page open, every last action arrived, or the run failed.
final class ActionBook: Sendable {
  private let clients: Int
  private let actions: Int
  private let watchers: Int
  private let state: Mutex<State>

  private enum Wait: Hashable {
    case watchersOpen, clientsOpen, lastActions
  }

  private struct State {
    var watchersOpen = 0
    var clientsOpen = 0
    var sent: [ContinuousClock.Instant?]
    /// Whether each action reached each watching page, by `(action index) * watchers + watcher`.
    var arrived: [Bool]
    var lastActionsArrived = 0
    var latencies: [Duration] = []
    var slowest: [Duration?]
    var reachedEveryWatcher: [Int]
    var waiting: [Wait: CheckedContinuation<Void, Never>] = [:]
    var failure: String?
    var ranFor: Duration?
  }

  init(clients: Int, actions: Int, watchers: Int) {
    self.clients = clients
    self.actions = actions
    self.watchers = watchers
    let count = clients * actions
    self.state = Mutex(
      State(
        sent: Array(repeating: nil, count: count),
        arrived: Array(repeating: false, count: count * watchers),
        slowest: Array(repeating: nil, count: count),
        reachedEveryWatcher: Array(repeating: 0, count: count)
      )
    )
  }

  /// What client `client` sets as the description with its action `action` (from 1).
  static func description(_ client: Int, _ action: Int) -> String {
    "L\(client).\(action)"
  }

  /// The id of the todo inserted with `description` in a `changes` message.
  static func insertedID(in text: String, description: String) -> UUID? {
    guard case .changes(let changes) = try? JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
    else { return nil }
    for change in changes.changes {
      if case .insert(let todo, _) = change, todo.description == description { return todo.id }
    }
    return nil
  }

  private static func parse(_ description: String) -> (client: Int, action: Int)? {
    guard description.hasPrefix("L"), let dot = description.firstIndex(of: ".") else { return nil }
    guard let client = Int(description[description.index(after: description.startIndex)..<dot]),
      let action = Int(description[description.index(after: dot)...])
    else { return nil }
    return (client, action)
  }

  func watcherOpened() {
    resume(.watchersOpen) { $0.watchersOpen += 1; return $0.watchersOpen == self.watchers }
  }

  func clientOpened() {
    resume(.clientsOpen) { $0.clientsOpen += 1; return $0.clientsOpen == self.clients }
  }

  func sent(_ client: Int, _ action: Int, at instant: ContinuousClock.Instant) {
    state.withLock { $0.sent[client * actions + action - 1] = instant }
  }

  func arrived(_ description: String, watcher: Int, at instant: ContinuousClock.Instant) {
    guard let (client, action) = Self.parse(description), client < clients, (1...actions).contains(action)
    else { return }
    resume(.lastActions) { state in
      let index = client * self.actions + action - 1
      guard let sent = state.sent[index], !state.arrived[index * self.watchers + watcher] else {
        return false
      }
      state.arrived[index * self.watchers + watcher] = true
      let latency = sent.duration(to: instant)
      state.latencies.append(latency)
      state.slowest[index] = max(state.slowest[index] ?? .zero, latency)
      state.reachedEveryWatcher[index] += 1
      guard action == self.actions, state.reachedEveryWatcher[index] == self.watchers else {
        return false
      }
      state.lastActionsArrived += 1
      return state.lastActionsArrived == self.clients
    }
  }

  /// Runs `change`; when it says so, resumes whoever waits for `wait`.
  private func resume(_ wait: Wait, _ change: (inout State) -> Bool) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard change(&state) else { return nil }
      return state.waiting.removeValue(forKey: wait)
    }
    waiter?.resume()
  }

  /// The run cannot go on: every wait ends, now and from now on, with `reason`.
  func fail(_ reason: String) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard state.failure == nil else { return [] }
      state.failure = reason
      defer { state.waiting = [:] }
      return Array(state.waiting.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  private func wait(_ wait: Wait, done: @escaping (State) -> Bool) async throws {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if state.failure != nil || done(state) { return true }
        state.waiting[wait] = continuation
        return false
      }
      if now { continuation.resume() }
    }
    if let failure = state.withLock({ $0.failure }) { throw ValidationError(failure) }
  }

  func watchersOpen() async throws {
    try await wait(.watchersOpen) { $0.watchersOpen >= self.watchers }
  }

  func clientsOpen() async throws {
    try await wait(.clientsOpen) { $0.clientsOpen >= self.clients }
  }

  func everyLastActionArrived() async throws {
    try await wait(.lastActions) { $0.lastActionsArrived >= self.clients }
  }

  func ran(for duration: Duration) {
    state.withLock { $0.ranFor = duration }
  }

  /// Prints the figures, and whether the run passed: every client's last description in every
  /// instance's list and the database, the lists identical, and the p99 within 100 ms.
  func report(rate: Int, lists: [[UUID: String]], database: [UUID: String]) throws {
    let state = state.withLock { $0 }
    let sorted = state.latencies.sorted()
    let slowest = state.slowest.compactMap { $0 }.sorted()
    let expected = Set((0..<clients).map { Self.description($0, actions) })
    let missing = lists.map { expected.subtracting($0.values).count }
    let missingInDatabase = expected.subtracting(database.values).count
    let identical = lists.allSatisfy { $0 == database }
    let ended = state.ranFor.map { String(format: "every last action arrived after %.1f s", milliseconds($0) / 1000) }
      ?? "not every last action arrived: \(state.failure ?? "")"
    print("actions sent: \(state.sent.compactMap { $0 }.count) of \(clients * actions), offered at \(rate)/s; \(ended)")
    print("arrivals at the watching pages: \(sorted.count) of \(clients * actions * watchers)")
    print("clients' last descriptions missing, by instance: \(missing), in the database: \(missingInDatabase)")
    print("todos by instance: \(lists.map(\.count)), in the database: \(database.count); identical: \(identical)")
    // What the table holds instead, for the first few clients whose last description it lacks.
    let stored = Set(database.values)
    for client in (0..<clients).filter({ !stored.contains(Self.description($0, actions)) }).prefix(5) {
      let found = database.values.filter { $0.hasPrefix("L\(client).") }
      let arrived = (1...actions).filter { action in
        (0..<watchers).contains { state.arrived[(client * actions + action - 1) * watchers + $0] }
      }
      print("client \(client): the table holds \(found); descriptions seen by a watching page: \(arrived)")
    }
    print(String(format: "latency, action sent to a watching page's receipt: p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                 percentile(sorted, 0.5), percentile(sorted, 0.99), percentile(sorted, 1)))
    print(String(format: "latency, action sent to the last watching page's receipt: p50 %.2f ms, p99 %.2f ms",
                 percentile(slowest, 0.5), percentile(slowest, 0.99)))
    let kept = missing.allSatisfy { $0 == 0 } && missingInDatabase == 0 && identical
    let fast = percentile(sorted, 0.99) <= 100
    print("nothing lost and the same everywhere: \(kept); p99 within 100 ms: \(fast)")
    let passed = [kept, fast].filter { $0 }.count
    print("\(passed) passed, \(2 - passed) failed")
    if passed < 2 { throw ExitCode.failure }
  }
}

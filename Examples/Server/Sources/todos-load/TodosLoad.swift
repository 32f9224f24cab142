import ArgumentParser
import ComposableEffects
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import Todos
import TodosSession

#if canImport(Glibc)
  import Glibc
#endif

/// `todos-load`: starts `todos-server` on a free loopback port, and measures it under one of
/// three loads (`--scenario`):
///
/// - `filters` (the default): holds many WebSocket connections at once, sends each a run of view
///   actions, and reports what was lost, how fast the actions went, how long a page waited for
///   each, and the server's memory per connection. Each connection sends its actions one after
///   the other, each once the previous one is acknowledged (see
///   ``TodosSession/State/handledViewActions``). The actions choose filters, which are each
///   session's own: this measures the per-connection path, not the broadcast of the list.
/// - `broadcast`: a list of `--todos` todos, `--connections` pages open on it, and one more
///   connection adding `--adds` todos one after the other, each once every page has it; reports
///   how long each add took to reach each page, and the bytes a page received per add.
/// - `burst`: one connection sends `--adds` adds at once, as fast as it can, and waits until
///   all are acknowledged: the throughput of one client, through the group commit.
/// - `cluster`: run under `Scripts/cluster`, against its instances rather than a server of its
///   own: `--connections` clients through nginx, `--actions` each, at `--rate` actions a second
///   in all (see ``ClusterLoad``).
@main
struct TodosLoad: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos-load",
    abstract: "Holds many connections to a todos-server and measures their actions."
  )

  @Option(help: "filters, broadcast, burst or cluster (see the tool's documentation).")
  var scenario = "filters"

  @Option(help: "broadcast and burst: how many todos the list holds at the start.")
  var todos = 3000

  @Option(help: "broadcast and burst: how many todos are added.")
  var adds = 3000

  @Option(help: "How many connections to hold at once.")
  var connections = 1000

  @Option(help: "How many actions each connection sends.")
  var actions = 100

  @Option(help: "Milliseconds each connection waits between an action's state and its next action (0: none, the most load).")
  var pause = 0

  @Option(help: "cluster: the actions a second, all clients together.")
  var rate = 1000

  @Option(help: "Seconds after which the run gives up and fails.")
  var timeLimit = 300

  @Option(help: "The todos-server executable (by default the one beside this one).")
  var server: String?

  func run() async throws {
    raiseOpenFilesLimit()
    let executable = server ?? URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("todos-server").path
    switch scenario {
    case "filters":
      try await filters(executable: executable)
    case "broadcast":
      let process = try ServerProcess(executable: executable, seed: todos, maxTodos: todos + adds)
      defer { process.stop() }
      try await Broadcast.run(
        port: process.port, pages: connections, adds: adds, todos: todos, timeLimit: timeLimit
      )
    case "burst":
      let process = try ServerProcess(executable: executable, seed: todos, maxTodos: todos + adds)
      defer { process.stop() }
      try await Burst.run(port: process.port, adds: adds, todos: todos, timeLimit: timeLimit)
    case "cluster":
      let environment = ProcessInfo.processInfo.environment
      guard let entry = environment["CLUSTER_URL"], let instances = environment["CLUSTER_INSTANCES"] else {
        throw ValidationError("The cluster scenario runs under Scripts/cluster, which sets CLUSTER_URL.")
      }
      try await ClusterLoad.run(
        .init(
          entry: entry, instances: instances.split(separator: " ").map(String.init),
          clients: connections, actions: actions, rate: rate,
          timeLimit: timeLimit
        )
      )
    default:
      throw ValidationError("No scenario named \(scenario): filters, broadcast, burst or cluster.")
    }
  }

  private func filters(executable: String) async throws {
    let process = try ServerProcess(executable: executable)
    defer { process.stop() }
    let baseline = process.residentBytes()
    print("server pid \(process.pid) on port \(process.port), \(baseline / 1024) KiB resident")

    let results = Results()
    let gate = Gate()
    let (connectedStream, connected) = AsyncStream.makeStream(of: Void.self)
    let actions = self.actions
    let pause = Duration.milliseconds(self.pause)
    let port = process.port
    let clock = ContinuousClock()

    let outcome = try await withThrowingTaskGroup(of: Bool.self) { group -> Bool in
      group.addTask {
        try await Task.sleep(for: .seconds(timeLimit))
        throw ValidationError("The load run took longer than \(timeLimit) seconds.")
      }
      group.addTask {
        try await withThrowingTaskGroup(of: Void.self) { clients in
          for _ in 0..<connections {
            clients.addTask {
              try await Self.client(
                port: port, actions: actions, pause: pause, gate: gate, connected: connected,
                results: results
              )
            }
          }
          var count = 0
          for await _ in connectedStream {
            count += 1
            if count == connections { break }
          }
          let idle = process.residentBytes()
          results.recordIdle(connections: count, residentBytes: idle, baseline: baseline)
          results.start = clock.now
          gate.open()
          try await clients.waitForAll()
          results.end = clock.now
        }
        return true
      }
      let first = try await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard outcome else { throw ExitCode.failure }
    try results.report(connections: connections, actions: actions)
  }

  static func client(
    port: Int,
    actions: Int,
    pause: Duration,
    gate: Gate,
    connected: AsyncStream<Void>.Continuation,
    results: Results
  ) async throws {
    let filters: [Filter] = [.active, .completed, .all]
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/ws",
      logger: Logger(label: "todos-load")
    ) { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
      var page = PageState()
      guard try await nextState(&messages, &page) != nil else { return }
      connected.yield()
      await gate.wait()
      // With pauses, connections start at random points of the first pause, so that they do
      // not all send at the same instant for the whole run.
      if pause > .zero {
        try await Task.sleep(for: pause * Double.random(in: 0..<1))
      }
      var latencies: [Duration] = []
      latencies.reserveCapacity(actions)
      var last: PageState?
      let clock = ContinuousClock()
      for sent in 1...actions {
        let start = clock.now
        try await outbound.writeTextMessage(
          ClientMessage.encode(.filter(filters[(sent - 1) % filters.count]))
        )
        last = nil
        while let state = try await nextState(&messages, &page) {
          if state.handledViewActions >= sent {
            last = state
            break
          }
        }
        guard last != nil else { break }
        latencies.append(start.duration(to: clock.now))
        if pause > .zero, sent < actions {
          try await Task.sleep(for: pause)
        }
      }
      let expectedFilter = filters[(actions - 1) % filters.count].rawValue
      let right = last?.handledViewActions == actions && last?.filter == expectedFilter
      results.record(latencies: latencies, finalStateRight: right)
      try await outbound.close(.normalClosure, reason: nil)
    }
  }

  /// The page after the server's next message; `nil` once the connection has closed.
  static func nextState(
    _ messages: inout WebSocketInboundMessageStream.AsyncIterator,
    _ page: inout PageState
  ) async throws -> PageState? {
    while let message = try await messages.next() {
      guard case .text(let text) = message else { continue }
      page.apply(try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8)))
      return page
    }
    return nil
  }
}

/// Holds every connection back until all are open.
final class Gate: Sendable {
  private let state = Mutex<State>(.closed([]))

  private enum State {
    case closed([CheckedContinuation<Void, Never>])
    case open
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        switch state {
        case .closed(var waiting):
          waiting.append(continuation)
          state = .closed(waiting)
          return false
        case .open:
          return true
        }
      }
      if resumeNow { continuation.resume() }
    }
  }

  func open() {
    let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      defer { state = .open }
      if case .closed(let waiting) = state { return waiting }
      return []
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// What the connections measured.
final class Results: Sendable {
  private let state = Mutex(State())

  private struct State {
    var latencies: [Duration] = []
    var clients = 0
    var right = 0
    var idle: (connections: Int, residentBytes: Int, baseline: Int)?
    var start: ContinuousClock.Instant?
    var end: ContinuousClock.Instant?
  }

  var start: ContinuousClock.Instant? {
    get { state.withLock { $0.start } }
    set { state.withLock { $0.start = newValue } }
  }

  var end: ContinuousClock.Instant? {
    get { state.withLock { $0.end } }
    set { state.withLock { $0.end = newValue } }
  }

  func record(latencies: [Duration], finalStateRight: Bool) {
    state.withLock {
      $0.latencies += latencies
      $0.clients += 1
      if finalStateRight { $0.right += 1 }
    }
  }

  func recordIdle(connections: Int, residentBytes: Int, baseline: Int) {
    state.withLock { $0.idle = (connections, residentBytes, baseline) }
  }

  func report(connections: Int, actions: Int) throws {
    let state = state.withLock { $0 }
    let sorted = state.latencies.sorted()
    func percentile(_ p: Double) -> Double {
      guard !sorted.isEmpty else { return .nan }
      let index = min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)
      return milliseconds(sorted[max(0, index)])
    }
    // With pauses, this is the offered rate the connections sustained, not the server's limit.
    let seconds = state.start.flatMap { start in state.end.map { milliseconds(start.duration(to: $0)) / 1000 } } ?? .nan
    let expected = connections * actions
    let lost = expected - sorted.count
    print("connections held at once: \(state.idle?.connections ?? 0) of \(connections)")
    print("actions: \(sorted.count) of \(expected) answered, \(lost) lost")
    print("final states right: \(state.right) of \(connections)")
    print(String(format: "throughput: %.0f actions/s over %.2f s", Double(sorted.count) / seconds, seconds))
    print(String(format: "latency, action sent to its state received: p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                 percentile(0.5), percentile(0.99), percentile(1)))
    if let idle = state.idle {
      let perConnection = Double(idle.residentBytes - idle.baseline) / Double(max(1, idle.connections))
      print(String(format: "server resident memory: %d KiB idle, %d KiB with the connections open, %.1f KiB per idle connection",
                   idle.baseline / 1024, idle.residentBytes / 1024, perConnection / 1024))
    }
    let passed = lost == 0 && state.right == connections && state.idle?.connections == connections
    print(passed ? "1 passed, 0 failed" : "0 passed, 1 failed")
    if !passed { throw ExitCode.failure }
  }
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// A `todos-server` child process on a free port with a data directory of its own.
final class ServerProcess: Sendable {
  let process = Process()
  let port: Int
  let data: URL

  var pid: Int32 { process.processIdentifier }

  /// A server whose list starts with `seed` todos, and may hold `maxTodos`.
  init(executable: String, seed: Int = 0, maxTodos: Int? = nil) throws {
    data = FileManager.default.temporaryDirectory
      .appendingPathComponent("todos-load-\(UUID().uuidString)")
    if seed > 0 {
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      let todos = IdentifiedArray(
        uncheckedUniqueElements: (0..<seed).map {
          Todo.State(description: "Seeded todo number \($0), of a typical length", id: UUID())
        }
      )
      try SavedTodos.encode(todos).write(to: data.appendingPathComponent("todos.json"))
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--port", "0", "--data-directory", data.path]
      + (maxTodos.map { ["--max-todos", "\($0)"] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = ""
    // Reads the first line, which names the port, straight from the pipe.
    while !line.hasSuffix("\n") {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { throw ValidationError("todos-server stopped before it listened.") }
      line += String(decoding: byte, as: UTF8.self)
    }
    guard let port = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
      throw ValidationError("todos-server said \(line)")
    }
    self.port = port
  }

  /// The server's resident memory now, from /proc.
  func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
      return kilobytes * 1024
    }
    return 0
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: data)
  }
}

/// Raises this process's limit of open files to the most it may have, for the thousand
/// connections; the server, its child, inherits it.
private func raiseOpenFilesLimit() {
  #if canImport(Glibc)
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
    limit.rlim_cur = limit.rlim_max
    _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
  #endif
}

/// The figure at fraction `p` of `sorted`, in milliseconds.
func percentile(_ sorted: [Duration], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let index = min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)
  return milliseconds(sorted[max(0, index)])
}

import ComposableEffects
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Testing
import TodosSession

@testable import TodosServer

/// Runs a todos server on a free loopback port for the length of `body`, then shuts it down
/// gracefully, as SIGTERM would, and returns once it has stopped; a server that has not stopped
/// by the deadline fails the test.
func withTestServer<Result: Sendable>(
  dataDirectory: URL = temporaryDirectory(),
  limits: TodosSession.Limits = TodosSession.Limits(),
  configuration: TodosServer.Configuration = TodosServer.Configuration(),
  logs: LogCapture = LogCapture(),
  hooks: SessionHooks = SessionHooks(),
  prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in },
  _ body: @Sendable (_ port: Int, _ server: TodosServer) async throws -> Result
) async throws -> Result {
  let logger = logs.logger
  // Real identifiers, as a live server has: the tests never depend on their values. Failed
  // writes are retried soon, so that a test that makes one waits little.
  let server = try TodosServer(
    dataDirectory: dataDirectory, limits: limits, retryDelay: .milliseconds(50), logger: logger
  ) {
    $0.uuid = UUIDGenerator { UUID() }
    prepareDependencies(&$0)
  }
  return try await serve(server, configuration: configuration, logger: logger, hooks: hooks, body)
}

/// Runs a todos server as ``withTestServer(dataDirectory:limits:configuration:logs:hooks:prepareDependencies:_:)``
/// does, with two pages connected to it and ready (each shown the list and its session) for the
/// length of `body`, and closes them after it.
func withTwoPages<Result: Sendable>(
  _ body: @Sendable (_ first: TestClient, _ second: TestClient, _ port: Int) async throws -> Result
) async throws -> Result {
  try await withTestServer { port, _ in
    let first = TestClient(port: port)
    let second = TestClient(port: port)
    defer {
      first.close()
      second.close()
    }
    _ = await first.ready()
    _ = await second.ready()
    return try await body(first, second, port)
  }
}

/// Runs a todos server keeping its list in `table` of the database at `databaseURL`, as
/// ``withTestServer(dataDirectory:limits:configuration:logs:hooks:prepareDependencies:_:)``
/// runs one keeping it in a file.
func withTestServer<Result: Sendable>(
  databaseURL: String,
  table: String,
  logs: LogCapture = LogCapture(),
  _ body: @Sendable (_ port: Int, _ server: TodosServer) async throws -> Result
) async throws -> Result {
  let logger = logs.logger
  let server = try await TodosServer(
    databaseURL: databaseURL, table: table, retryDelay: .milliseconds(50), logger: logger
  ) {
    // Real identifiers and a real clock, as a live server has (completing a todo sorts the list
    // a second later).
    $0.uuid = UUIDGenerator { UUID() }
    $0.continuousClock = ContinuousClock()
  }
  return try await serve(server, configuration: .init(), logger: logger, hooks: SessionHooks(), body)
}

private func serve<Result: Sendable>(
  _ server: TodosServer,
  configuration: TodosServer.Configuration,
  logger: Logger,
  hooks: SessionHooks,
  _ body: @Sendable (_ port: Int, _ server: TodosServer) async throws -> Result
) async throws -> Result {
  var server = server
  server.hooks = hooks
  let (ports, port) = AsyncStream.makeStream(of: Int.self)
  let service = server.service(
    host: "127.0.0.1",
    port: 0,
    configuration: configuration,
    logger: logger
  ) {
    port.yield($0)
  }
  let group = ServiceGroup(
    configuration: .init(services: [service], gracefulShutdownSignals: [], logger: logger)
  )
  let run = Task { try await group.run() }
  var iterator = ports.makeAsyncIterator()
  guard let port = await iterator.next() else {
    try await run.value
    throw CancellationError()
  }
  let result: Result
  do {
    result = try await body(port, server)
  } catch {
    await group.triggerGracefulShutdown()
    _ = await stopped(run)
    throw error
  }
  await group.triggerGracefulShutdown()
  guard let stop = await stopped(run) else {
    // Left running: the server waits on something no shutdown reaches, and would keep the test
    // waiting for ever.
    Issue.record("The server had not stopped \(shutdownDeadline) after its graceful shutdown began.")
    return result
  }
  try stop.get()
  return result
}

/// How long a test gives the server to stop: far longer than it takes, so that only a server
/// that does not stop at all fails the test.
let shutdownDeadline = Duration.seconds(30)

/// How the server's run ended, or `nil` if it had not by the deadline.
private func stopped(_ run: Task<Void, any Error>) async -> Swift.Result<Void, any Error>? {
  let (ends, end) = AsyncStream.makeStream(of: Swift.Result<Void, any Error>?.self)
  let finished = Task {
    end.yield(await run.result)
  }
  let deadline = Task {
    try await Task.sleep(for: shutdownDeadline)
    end.yield(nil)
  }
  var iterator = ends.makeAsyncIterator()
  let first = await iterator.next() ?? nil
  deadline.cancel()
  if first == nil { finished.cancel() }
  return first
}

/// A new, empty directory of its own.
func temporaryDirectory() -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("todos-server-tests-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The log of a test's server: its messages, and a wait for one.
final class LogCapture: Sendable {
  private let (stream, sink) = AsyncStream.makeStream(of: String.self)

  /// A logger writing here, from warnings up.
  var logger: Logger {
    var logger = Logger(label: "todos-server-test") { _ in Handler(sink: self.sink) }
    logger.logLevel = .warning
    return logger
  }

  /// Returns the first message logged that contains `text`, skipping others; `nil` if the log
  /// ends first.
  func message(containing text: String) async -> String? {
    for await message in stream where message.contains(text) {
      return message
    }
    return nil
  }

  private struct Handler: LogHandler {
    let sink: AsyncStream<String>.Continuation
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      sink.yield("\(event.level): \(event.message)")
    }
  }
}

/// Makes `directory` unwritable even for root, as a disk gone read-only or full would make it:
/// it becomes a plain file. Returns the way back: the file goes, and the server makes the
/// directory again with its next write. (Putting the old directory back raced with that write,
/// which can make the directory between the file's removal and the move.)
func breakDirectory(_ directory: URL) throws -> @Sendable () throws -> Void {
  try FileManager.default.removeItem(at: directory)
  try Data("not a directory".utf8).write(to: directory)
  return {
    try FileManager.default.removeItem(at: directory)
  }
}

/// Writes `todos` to `directory`'s list file as another program would, past the server.
func writeList(_ json: String, in directory: URL) throws {
  try Data(json.utf8).write(to: directory.appendingPathComponent("todos.json"))
}

/// The descriptions of the todos saved in `directory`'s list file, in order, read from the disk.
func savedDescriptions(in directory: URL) throws -> [String] {
  struct Saved: Decodable {
    var description: String
  }
  let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
  return try JSONDecoder().decode([Saved].self, from: data).map(\.description)
}

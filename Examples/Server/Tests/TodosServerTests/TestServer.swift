import ComposableEffects
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import TodosSession

@testable import TodosServer

/// Runs a todos server on a free loopback port for the length of `body`, then shuts it down
/// gracefully, as SIGTERM would.
func withTestServer<Result: Sendable>(
  dataDirectory: URL = temporaryDirectory(),
  hooks: SessionHooks = SessionHooks(),
  prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in },
  _ body: @Sendable (_ port: Int, _ server: TodosServer) async throws -> Result
) async throws -> Result {
  // Real identifiers, as a live server has: the tests never depend on their values.
  var server = try TodosServer(dataDirectory: dataDirectory) {
    $0.uuid = UUIDGenerator { UUID() }
    prepareDependencies(&$0)
  }
  server.hooks = hooks
  let (ports, port) = AsyncStream.makeStream(of: Int.self)
  var logger = Logger(label: "todos-server-test")
  logger.logLevel = .warning
  let application = server.application(host: "127.0.0.1", port: 0, logger: logger) {
    port.yield($0)
  }
  let group = ServiceGroup(
    configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger)
  )
  return try await withThrowingTaskGroup(of: Void.self) { tasks in
    tasks.addTask { try await group.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw CancellationError() }
    let result: Result
    do {
      result = try await body(port, server)
    } catch {
      await group.triggerGracefulShutdown()
      throw error
    }
    await group.triggerGracefulShutdown()
    try await tasks.waitForAll()
    return result
  }
}

/// A new, empty directory of its own.
func temporaryDirectory() -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("todos-server-tests-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The descriptions of the todos saved in `directory`'s list file, in order, read from the disk.
func savedDescriptions(in directory: URL) throws -> [String] {
  struct Saved: Decodable {
    var description: String
  }
  let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
  return try JSONDecoder().decode([Saved].self, from: data).map(\.description)
}

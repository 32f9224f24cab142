import ComposableEffects
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Todos
import TodosSession

@testable import TodosServer

/// Several server instances sharing their list through PostgreSQL, in one test process: each
/// has its own database connections, its own list and its own pages, as separate processes do.
///
/// They need a PostgreSQL server: `Scripts/with-postgres swift test --package-path
/// Examples/Server --filter ScalingOut` starts one. Without `DATABASE_URL` they are skipped,
/// unless `COMPOSABLE_EFFECTS_REQUIRE_POSTGRES=1` (as in CI) makes that a failure.
///
/// One at a time: one of them stops the database server under the others.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ScalingOutTests {
  static let databaseURL = ProcessInfo.processInfo.environment["DATABASE_URL"]
  static let isRequired =
    ProcessInfo.processInfo.environment["COMPOSABLE_EFFECTS_REQUIRE_POSTGRES"] == "1"

  /// A table of the test's own, so that tests and runs never see each other's todos.
  let table = "todos_\(UInt32.random(in: 0...UInt32.max))"

  @Test(.enabled(if: databaseURL != nil || isRequired, "No PostgreSQL server: run under Scripts/with-postgres"))
  func aChangeMadeOnOneInstanceReachesThePagesOfAnother() async throws {
    let url = try #require(
      Self.databaseURL, "COMPOSABLE_EFFECTS_REQUIRE_POSTGRES is set, but no server: run under Scripts/with-postgres"
    )
    try await withTestServer(databaseURL: url, table: table) { firstPort, _ in
      try await withTestServer(databaseURL: url, table: table) { secondPort, _ in
        let first = TestClient(port: firstPort)
        let second = TestClient(port: secondPort)
        _ = await first.ready()
        _ = await second.ready()

        first.send(.addTodo(description: "Milk"))
        let added = await second.state { $0.todos.map(\.description) == ["Milk"] }
        let milk = try #require(added?.todos.first)
        #expect(milk.isComplete == false)

        first.send(.complete(id: milk.id, isComplete: true))
        let completed = await second.state { $0.todos.first?.isComplete == true }
        #expect(completed?.todos.map(\.description) == ["Milk"])

        second.send(.addTodo(description: "Eggs"))
        let both = await first.state { $0.todos.count == 2 }
        #expect(both?.todos.map(\.description) == ["Eggs", "Milk"])

        second.send(.delete(id: milk.id))
        let deleted = await first.state { $0.todos.count == 1 }
        #expect(deleted?.todos.map(\.description) == ["Eggs"])
        first.close()
        second.close()
      }
    }
  }

  @Test(.enabled(if: databaseURL != nil || isRequired, "No PostgreSQL server: run under Scripts/with-postgres"))
  func anInstanceStartedLaterLoadsTheListTheOthersMade() async throws {
    let url = try #require(
      Self.databaseURL, "COMPOSABLE_EFFECTS_REQUIRE_POSTGRES is set, but no server: run under Scripts/with-postgres"
    )
    try await withTestServer(databaseURL: url, table: table) { port, _ in
      let client = TestClient(port: port)
      _ = await client.ready()
      client.send(.addTodo(description: "Milk"))
      client.send(.addTodo(description: "Eggs"))
      _ = await client.state { $0.handledViewActions == 2 }
      client.close()
    }
    try await withTestServer(databaseURL: url, table: table) { port, _ in
      let client = TestClient(port: port)
      let ready = await client.ready()
      #expect(ready?.todos.map(\.description) == ["Eggs", "Milk"])
      client.close()
    }
  }

  @Test(.enabled(if: databaseURL != nil || isRequired, "No PostgreSQL server: run under Scripts/with-postgres"))
  func aChangeMadeWhileTheDatabaseIsDownIsShownOnlyOnceWrittenAndThePagesAreTold() async throws {
    let url = try #require(
      Self.databaseURL, "COMPOSABLE_EFFECTS_REQUIRE_POSTGRES is set, but no server: run under Scripts/with-postgres"
    )
    let environment = ProcessInfo.processInfo.environment
    let stop = try #require(environment["POSTGRES_TEST_STOP"])
    let start = try #require(environment["POSTGRES_TEST_START"])
    try await withTestServer(databaseURL: url, table: table) { firstPort, _ in
      try await withTestServer(databaseURL: url, table: table) { secondPort, _ in
        let adder = TestClient(port: firstPort)
        let other = TestClient(port: secondPort)
        _ = await adder.ready()
        _ = await other.ready()
        try shell(stop)

        adder.send(.addTodo(description: "Milk"))
        let told = await adder.state { !$0.saving.isSaved }
        #expect(told?.saving.message?.contains("not saved") == true)
        #expect(told?.todos.isEmpty == true)
        #expect(told?.handledViewActions == 0)

        try shell(start)
        let saved = await adder.state { $0.saving.isSaved && $0.handledViewActions == 1 }
        #expect(saved?.todos.map(\.description) == ["Milk"])
        let seen = await other.state { !$0.todos.isEmpty }
        #expect(seen?.todos.map(\.description) == ["Milk"])
        adder.close()
        other.close()
      }
    }
  }
}

/// Runs `command` with `/bin/sh` and waits for it: with `posix_spawn` and `waitpid` rather than
/// Foundation's `Process`, whose wait on Linux can miss the exit of a shell whose grandchild (the
/// database server) lives on.
private func shell(_ command: String) throws {
  var pid = pid_t()
  let arguments = ["/bin/sh", "-c", command]
  var argv = arguments.map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
  guard spawned == 0 else { throw ShellError(command: command, status: spawned) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  guard status == 0 else { throw ShellError(command: command, status: status) }
}

private struct ShellError: Error {
  var command: String
  var status: Int32
}

import ComposableEffects
import Foundation
import XCTest

/// Waits until `condition` holds for a shared value, woken by each change of it (`Observations`),
/// for at most `timeout`: the way these tests wait for another instance's change to arrive.
func waitUntil<Value: Sendable>(
  _ shared: Shared<Value>,
  timeout: Duration = .seconds(20),
  file: StaticString = #filePath,
  line: UInt = #line,
  _ description: String,
  _ condition: @escaping @Sendable (Shared<Value>) -> Bool
) async {
  let met = await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      // `Observations` yields after each change is complete (a bare observation tracking's
      // `onChange` runs before the new value is written, and a check made then can miss it).
      for await holds in Observations({ condition(shared) }) where holds {
        return true
      }
      return false
    }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
  if !met {
    XCTFail(
      """
      Timed out waiting until \(description); the value is \(shared.wrappedValue), its save \
      error \(shared.saveError.map { "\($0)" } ?? "none")
      """,
      file: file, line: line
    )
  }
}

/// The environment `Scripts/with-postgres` sets, or `nil` when the tests run without it.
struct TestDatabase {
  let url: String
  let stop: String
  let start: String

  static var current: TestDatabase? {
    let environment = ProcessInfo.processInfo.environment
    guard let url = environment["DATABASE_URL"], let stop = environment["POSTGRES_TEST_STOP"],
      let start = environment["POSTGRES_TEST_START"]
    else { return nil }
    return TestDatabase(url: url, stop: stop, start: start)
  }

  /// Skips the test when no server was started for it, unless CI requires one.
  static func require() throws -> TestDatabase {
    if let database = current { return database }
    if ProcessInfo.processInfo.environment["COMPOSABLE_EFFECTS_REQUIRE_POSTGRES"] == "1" {
      XCTFail("COMPOSABLE_EFFECTS_REQUIRE_POSTGRES is set, but no server: run under Scripts/with-postgres")
    }
    throw XCTSkip("No PostgreSQL server: run `Scripts/with-postgres swift test` to include these tests.")
  }

  func stopServer() throws { try Self.shell(self.stop) }
  func startServer() throws { try Self.shell(self.start) }

  /// Runs `command` with `/bin/sh` and waits for it: with `posix_spawn` and `waitpid` rather
  /// than Foundation's `Process`, whose wait on Linux can miss the exit of a shell whose
  /// grandchild (the server) lives on.
  private static func shell(_ command: String) throws {
    var pid = pid_t()
    let arguments = ["/bin/sh", "-c", command]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
    guard spawned == 0 else {
      throw NSError(domain: "TestDatabase", code: Int(spawned))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    guard status == 0 else {
      throw NSError(domain: "TestDatabase", code: Int(status))
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import PostgresNIO
import XCTest

@testable import ComposableEffectsPostgres

/// `.postgres` keys against a real server (`Scripts/with-postgres swift test`). Two
/// `PostgresSharedDatabase` values in one process stand for two server instances: each has its
/// own connections, its own session of the table and its own shared values.
final class PostgresIntegrationTests: XCTestCase {
  struct Todo: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
    var isComplete = false
  }

  private var server: TestDatabase!
  private var databases: [PostgresSharedDatabase] = []
  private var table = ""

  override func setUp() async throws {
    self.server = try TestDatabase.require()
    self.table = "todos_\(UInt32.random(in: 0...UInt32.max))"
  }

  override func tearDown() async throws {
    for database in self.databases { database.shutdown() }
  }

  private func instance() throws -> PostgresSharedDatabase {
    let database = try PostgresSharedDatabase(url: self.server.url, timeout: .seconds(2))
    self.databases.append(database)
    return database
  }

  private func todos(
    on database: PostgresSharedDatabase
  ) async throws -> Shared<IdentifiedArrayOf<Todo>> {
    @Shared(.postgres(self.table, database: database)) var todos: IdentifiedArrayOf<Todo> = []
    try await $todos.load()
    return $todos
  }

  /// The rows as a third instance reads them now.
  private func stored() async throws -> IdentifiedArrayOf<Todo> {
    let database = try self.instance()
    return try await database.table(self.table, of: Todo.self).load()
  }

  func testTheTableIsCreatedAndStartsEmpty() async throws {
    let todos = try await self.todos(on: try self.instance())
    XCTAssertEqual(todos.wrappedValue, [])
    XCTAssertNil(todos.loadError)
  }

  /// A list declared and appended to at once: the append is made before the declaration's
  /// load answers, and survives it, in memory and in the table (issue 46).
  func testAChangeMadeRightAfterTheDeclarationSurvivesItsLoad() async throws {
    let database = try self.instance()
    let other = try await self.todos(on: try self.instance())
    other.withLock { _ = $0.append(Todo(id: 1, title: "Stored")) }
    try await other.save()

    @Shared(.postgres(self.table, database: database)) var todos: IdentifiedArrayOf<Todo> = []
    $todos.withLock { _ = $0.append(Todo(id: 2, title: "Milk")) }
    await waitUntil($todos, "the load answers") { !$0.isLoading }
    try await $todos.save()

    let stored = try await self.stored()
    XCTAssertEqual(Set(stored.ids), [1, 2])
    await waitUntil($todos, "the value holds the change and the stored todo") {
      Set($0.wrappedValue.ids) == [1, 2]
    }
  }

  func testAChangeIsStoredAndReachesTheOtherInstance() async throws {
    let first = try await self.todos(on: try self.instance())
    let second = try await self.todos(on: try self.instance())
    first.withLock { _ = $0.append(Todo(id: 1, title: "Milk")) }
    await waitUntil(second, "the second instance sees the todo") { $0.wrappedValue.count == 1 }
    XCTAssertEqual(second.wrappedValue, [Todo(id: 1, title: "Milk")])
    let stored = try await self.stored()
    XCTAssertEqual(stored, [Todo(id: 1, title: "Milk")])
  }

  func testChangesToDifferentElementsOnTwoInstancesAtOnceBothSurvive() async throws {
    let first = try await self.todos(on: try self.instance())
    first.withLock {
      $0 = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    }
    try await first.save()
    let second = try await self.todos(on: try self.instance())
    XCTAssertEqual(second.wrappedValue.count, 2)

    // At the same moment: one completes the first todo and adds one, the other renames the
    // second and adds another.
    async let one: Void = first.withLock {
      $0[id: 1]?.isComplete = true
      _ = $0.append(Todo(id: 3, title: "Bread"))
    }
    async let two: Void = second.withLock {
      $0[id: 2]?.title = "Eggs (6)"
      _ = $0.append(Todo(id: 4, title: "Tea"))
    }
    _ = await (one, two)

    let expected: Set<Int> = [1, 2, 3, 4]
    for shared in [first, second] {
      await waitUntil(shared, "every change reaches both instances") {
        Set($0.wrappedValue.ids) == expected && $0.wrappedValue[id: 1]?.isComplete == true
          && $0.wrappedValue[id: 2]?.title == "Eggs (6)"
      }
    }
    let stored = try await self.stored()
    XCTAssertEqual(Set(stored.ids), expected)
    XCTAssertEqual(stored[id: 1]?.isComplete, true)
    XCTAssertEqual(stored[id: 2]?.title, "Eggs (6)")
  }

  func testAMoveOnOneInstanceIsNotUndoneByAnotherInstancesChangeMadeMeanwhile() async throws {
    let first = try await self.todos(on: try self.instance())
    first.withLock {
      $0 = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")]
    }
    try await first.save()
    let second = try await self.todos(on: try self.instance())

    // At the same moment: one moves the last todo first, the other renames the second todo
    // in its list, which still has the old order.
    async let one: Void = first.withLock { $0.move(fromOffsets: [2], toOffset: 0) }
    async let two: Void = second.withLock { $0[id: 2]?.title = "Eggs (6)" }
    _ = await (one, two)

    for shared in [first, second] {
      await waitUntil(shared, "both changes reach both instances") {
        $0.wrappedValue.ids.elements == [3, 1, 2] && $0.wrappedValue[id: 2]?.title == "Eggs (6)"
      }
    }
    let stored = try await self.stored()
    XCTAssertEqual(stored.ids.elements, [3, 1, 2])
  }

  func testTheSameElementChangedOnTwoInstancesEndsTheSameEverywhere() async throws {
    let first = try await self.todos(on: try self.instance())
    first.withLock { $0 = [Todo(id: 1, title: "Milk")] }
    try await first.save()
    let second = try await self.todos(on: try self.instance())

    async let one: Void = first.withLock { $0[id: 1]?.title = "Oat milk" }
    async let two: Void = second.withLock { $0[id: 1]?.title = "Soy milk" }
    _ = await (one, two)

    // Whichever committed last wins; both instances and the table agree on it.
    let stored = try await self.stored()
    let winner = try XCTUnwrap(stored[id: 1]?.title)
    XCTAssertTrue(["Oat milk", "Soy milk"].contains(winner))
    for shared in [first, second] {
      await waitUntil(shared, "both instances hold the committed title") {
        $0.wrappedValue[id: 1]?.title == winner
      }
    }
  }

  func testARemovalAndAMoveReachTheOtherInstance() async throws {
    let first = try await self.todos(on: try self.instance())
    first.withLock {
      $0 = [Todo(id: 1, title: "A"), Todo(id: 2, title: "B"), Todo(id: 3, title: "C")]
    }
    try await first.save()
    let second = try await self.todos(on: try self.instance())
    first.withLock {
      $0.remove(id: 2)
      $0.move(fromOffsets: [0], toOffset: 2)
    }
    await waitUntil(second, "the removal and the move arrive") {
      $0.wrappedValue.ids.elements == [3, 1]
    }
  }

  func testChangesMadeWhileTheDatabaseIsDownAreWrittenWhenItComesBack() async throws {
    let first = try await self.todos(on: try self.instance())
    try self.server.stopServer()
    var restarted = false
    defer { if !restarted { try? self.server.startServer() } }

    first.withLock { _ = $0.append(Todo(id: 1, title: "Written later")) }
    await waitUntil(first, "the shared value says the change is not saved yet") {
      if case .notWrittenYet? = $0.saveError as? PostgresSharedError { return true }
      return false
    }
    XCTAssertEqual(first.wrappedValue.count, 1, "the change is kept meanwhile")

    try self.server.startServer()
    restarted = true
    await waitUntil(first, "the retry writes the change and clears the error") {
      $0.saveError == nil
    }
    let stored = try await self.stored()
    XCTAssertEqual(stored, [Todo(id: 1, title: "Written later")])
  }

  func testAnInstanceWhoseListeningConnectionDroppedListensAgainAndCatchesUp() async throws {
    let first = try await self.todos(on: try self.instance())
    let second = try await self.todos(on: try self.instance())
    first.withLock { _ = $0.append(Todo(id: 1, title: "Before")) }
    await waitUntil(second, "the first change arrives") { $0.wrappedValue.count == 1 }

    // Every connection drops; the second instance must listen again on its own.
    try self.server.stopServer()
    try self.server.startServer()

    first.withLock { _ = $0.append(Todo(id: 2, title: "After")) }
    await waitUntil(second, "the change made after the restart arrives") {
      $0.wrappedValue.ids.elements == [1, 2]
    }
  }

  func testATableWithOtherColumnsIsRefusedWithTheColumnsItHas() async throws {
    let database = try self.instance()
    try await database.client.query(
      "CREATE TABLE \(unescaped: self.table) (id integer PRIMARY KEY, body text)"
    )
    @Shared(.postgres(self.table, database: database)) var todos: IdentifiedArrayOf<Todo> = []
    do {
      try await $todos.load()
      XCTFail("loaded from a table of another shape")
    } catch let error as PostgresSharedError {
      guard case .schemaMismatch(_, let columns) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(columns, ["body text", "id integer"])
    }
  }

  func testARowThatCannotBeReadIsAnErrorNotACrash() async throws {
    let database = try self.instance()
    _ = try await self.todos(on: database)
    try await database.client.query(
      """
      INSERT INTO \(unescaped: self.table) (id, position, value)
      VALUES ('1', 1, '{"id": 1}'::jsonb)
      """
    )
    @Shared(.postgres(self.table, database: try self.instance())) var todos:
      IdentifiedArrayOf<Todo> = []
    do {
      try await $todos.load()
      XCTFail("loaded a row without a title")
    } catch let error as PostgresSharedError {
      guard case .undecodableRow(_, "1", _) = error else { return XCTFail("\(error)") }
    }
  }
}

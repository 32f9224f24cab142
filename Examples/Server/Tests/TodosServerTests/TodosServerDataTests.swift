import ComposableEffects
import Foundation
import Testing
import Todos
import TodosSession

@testable import TodosServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's data in an unfriendly world: a saved file no one should have written, bad input
/// from pages, a disk that fails, a process killed.
@Suite(.timeLimit(.minutes(1)))
struct TodosServerDataTests {
  // MARK: Outside data never traps

  @Test func aSavedListWithTwoTodosOfOneIdentifierRefusesToStartNamingIt() throws {
    let directory = temporaryDirectory()
    let saved = """
      [{"description": "Milk", "id": "\(UUID(7))", "isComplete": false},
       {"description": "Eggs", "id": "\(UUID(7))", "isComplete": true}]
      """
    try writeList(saved, in: directory)

    let error = #expect(throws: TodosServerError.self) {
      try TodosServer(dataDirectory: directory)
    }

    #expect(error?.description.contains(UUID(7).uuidString) == true)
    #expect(try String(contentsOf: directory.appendingPathComponent("todos.json"), encoding: .utf8) == saved)
  }

  @Test func theServerProcessExitsWithAnErrorWhenItsSavedListCannotBeRead() async throws {
    for saved in [
      "not a list",
      """
      [{"description": "Milk", "id": "\(UUID(7))", "isComplete": false},
       {"description": "Eggs", "id": "\(UUID(7))", "isComplete": true}]
      """,
    ] {
      let directory = temporaryDirectory()
      try writeList(saved, in: directory)

      let server = try await ServerProcess(dataDirectory: directory, mayStopFirst: true)
      let exit = await server.exit()

      #expect(server.port == 0)
      #expect(exit.reason == .exit)
      #expect(exit.status != 0)
      #expect(exit.errors.contains("cannot be read"))
      #expect(try String(contentsOf: directory.appendingPathComponent("todos.json"), encoding: .utf8) == saved)
    }
  }

  @Test func aListFileRewrittenBadlyUnderTheServerIsLoggedLeftAsItIsAndTheListKept() async throws {
    let directory = temporaryDirectory()
    let logs = LogCapture()
    try await withTestServer(dataDirectory: directory, logs: logs) { port, server in
      let client = TestClient(port: port)
      client.send(.addTodo(description: "Milk"))
      _ = await client.state { $0.handledViewActions == 1 }

      let duplicated = """
        [{"description": "Eggs", "id": "\(UUID(7))", "isComplete": false},
         {"description": "Bread", "id": "\(UUID(7))", "isComplete": false}]
        """
      try writeList(duplicated, in: directory)
      let logged = await logs.message(containing: "cannot be read")

      #expect(logged?.contains(UUID(7).uuidString) == true)
      #expect(try String(contentsOf: directory.appendingPathComponent("todos.json"), encoding: .utf8) == duplicated)
      #expect(server.todos.wrappedValue.map(\.description) == ["Milk"])
      let other = TestClient(port: port)
      #expect(await other.ready()?.todos.map(\.description) == ["Milk"])

      try writeList("{", in: directory)
      #expect(await logs.message(containing: "cannot be read") != nil)
      #expect(server.todos.wrappedValue.map(\.description) == ["Milk"])
      client.close()
      other.close()
    }
  }

  // MARK: Every bad input answered

  @Test func badInputOverARealSocketIsAnsweredWithErrorFramesAndTheConnectionGoesOn() async throws {
    try await withTestServer(limits: .init(maxTodos: 1, maxDescriptionLength: 10)) { port, _ in
      let client = TestClient(port: port)
      client.send(.addTodo(description: "   "))
      #expect(await client.nextError()?.code == "blankDescription")
      client.send(.addTodo(description: "A description far too long"))
      #expect(await client.nextError()?.code == "descriptionTooLong")
      for action in [
        TodosSession.Action.View.delete(id: UUID(7)),
        .complete(id: UUID(7), isComplete: true),
        .describe(id: UUID(7), description: "Gone"),
      ] {
        client.send(action)
        let error = await client.nextError()
        #expect(error?.code == "unknownTodo")
        #expect(error?.message.contains(UUID(7).uuidString) == true)
      }

      client.send(.addTodo(description: "Milk"))
      let added = await client.state { $0.handledViewActions == 6 }
      #expect(added?.todos.map(\.description) == ["Milk"])
      client.send(.addTodo(description: "Eggs"))
      #expect(await client.nextError()?.code == "listFull")
      let state = await client.state { $0.handledViewActions == 7 }
      #expect(state?.todos.map(\.description) == ["Milk"])
      client.close()
    }
  }

  // MARK: Nothing acknowledged is lost

  @Test func aChangeThatCannotBeSavedIsNotShownThePagesAreToldAndItIsRetried() async throws {
    let directory = temporaryDirectory()
    try await withTestServer(dataDirectory: directory) { port, server in
      let adder = TestClient(port: port)
      let other = TestClient(port: port)
      _ = await adder.ready()
      _ = await other.ready()
      let repair = try breakDirectory(directory)

      adder.send(.addTodo(description: "Milk"))

      // Neither page is shown the change, nor is the adder told its action was handled.
      let told = await other.state { !$0.saving.isSaved }
      #expect(told?.saving.message?.contains("not saved") == true)
      #expect(told?.todos.isEmpty == true)
      let adderTold = await adder.state { !$0.saving.isSaved }
      #expect(adderTold?.todos.isEmpty == true)
      #expect(adderTold?.handledViewActions == 0)
      #expect(server.todos.wrappedValue.map(\.description) == ["Milk"])

      try repair()

      let saved = await other.state { $0.saving.isSaved && !$0.todos.isEmpty }
      #expect(saved?.todos.map(\.description) == ["Milk"])
      let acknowledged = await adder.state { $0.handledViewActions == 1 }
      #expect(acknowledged?.todos.map(\.description) == ["Milk"])
      #expect(try savedDescriptions(in: directory) == ["Milk"])
      adder.close()
      other.close()
    }
  }

  @Test func aServerKilledDuringABurstOfAddsHasSavedEveryTodoAPageWasSent() async throws {
    let directory = temporaryDirectory()
    let server = try await ServerProcess(dataDirectory: directory)
    let client = TestClient(port: server.port)
    _ = await client.ready()
    let count = 300
    for number in 1...count {
      client.send(.addTodo(description: "Todo \(number)"))
    }

    // Killed while the adds are still coming in, once a page has been sent some of them.
    _ = await client.state { $0.todos.count >= count / 3 }
    server.send(SIGKILL)
    _ = await server.exit()
    while await client.next() != nil {}

    let sent = client.descriptionsEverSeen
    let saved = Set(try savedDescriptions(in: directory))
    #expect(sent.count >= count / 3)
    #expect(sent.subtracting(saved).isEmpty, "sent to a page but lost: \(sent.subtracting(saved).sorted())")
  }

  @Test func aServerStoppedWithChangesItCannotSaveExitsWithAnErrorNamingThem() async throws {
    let directory = temporaryDirectory()
    let server = try await ServerProcess(dataDirectory: directory)
    let client = TestClient(port: server.port)
    _ = await client.ready()
    let repair = try breakDirectory(directory)
    client.send(.addTodo(description: "Milk"))
    _ = await client.state { !$0.saving.isSaved }

    server.send(SIGTERM)
    let exit = await server.exit()

    #expect(exit.reason == .exit)
    #expect(exit.status != 0)
    #expect(exit.errors.contains("not saved"))
    #expect(exit.errors.contains("added \"Milk\""))
    try repair()
  }
}

import ComposableEffects
import Foundation
import HummingbirdWSClient
import Testing
import Todos
import TodosSession

@testable import TodosServer

/// The server with real WebSocket clients on loopback: a store per connection, what crosses
/// the wire, and what is kept.
@Suite(.timeLimit(.minutes(1)))
struct TodosServerTests {
  @Test func anActionFromOnePageReachesTheOther() async throws {
    try await withTwoPages { first, second, _ in
      first.send(.addTodo(description: "Milk"))

      let seen = await second.state { !$0.todos.isEmpty }
      #expect(seen?.todos.map(\.description) == ["Milk"])
      #expect(seen?.handledViewActions == 0)
    }
  }

  @Test func aPageSeesTheListAsItIsWhenItConnects() async throws {
    try await withTestServer { port, _ in
      let first = TestClient(port: port)
      first.send(.addTodo(description: "Milk"))
      _ = await first.state { $0.handledViewActions == 1 }

      let second = TestClient(port: port)
      let initial = await second.ready()
      #expect(initial?.todos.map(\.description) == ["Milk"])
      first.close()
      second.close()
    }
  }

  @Test func malformedJSONGetsAnErrorFrameAndTheConnectionGoesOn() async throws {
    try await withTestServer { port, _ in
      let client = TestClient(port: port)
      client.send("{not json")
      #expect(await client.nextError()?.code == "malformedJSON")

      client.send(.addTodo(description: "Milk"))
      let state = await client.state { $0.handledViewActions == 1 }
      #expect(state?.todos.map(\.description) == ["Milk"])
      client.close()
    }
  }

  @Test func anUnknownActionGetsAnErrorFrameNamingIt() async throws {
    try await withTestServer { port, _ in
      let client = TestClient(port: port)
      client.send(#"{"action": "launch"}"#)
      let error = await client.nextError()
      #expect(error?.code == "unknownAction")
      #expect(error?.message.contains("launch") == true)
      client.close()
    }
  }

  @Test func anInternalActionIsRefusedAndNotSent() async throws {
    try await withTestServer { port, server in
      let client = TestClient(port: port)
      client.send(#"{"action": "todos"}"#)
      #expect(await client.nextError()?.code == "internalAction")

      client.send(.filter(.active))
      let state = await client.state { $0.filter == "Active" }
      #expect(state?.handledViewActions == 1)
      #expect(server.todos.wrappedValue.isEmpty)
      client.close()
    }
  }

  @Test func anOversizedMessageClosesItsConnectionAndTheOthersGoOn() async throws {
    let directory = temporaryDirectory()
    try await withTestServer(dataDirectory: directory) { port, _ in
      let large = TestClient(port: port)
      let other = TestClient(port: port)
      other.send(.addTodo(description: "Milk"))
      _ = await other.state { $0.handledViewActions == 1 }

      large.send(.addTodo(description: String(repeating: "m", count: ClientMessage.maxSize)))

      #expect(await large.nextError()?.code == "tooLarge")
      while await large.next() != nil {}
      let closeFrame = try await large.closeFrame()
      #expect(closeFrame?.closeCode == .messageTooLarge)
      other.send(.addTodo(description: "Eggs"))
      let state = await other.state { $0.handledViewActions == 2 }
      #expect(state?.todos.map(\.description) == ["Eggs", "Milk"])
      other.close()
    }
    #expect(try savedDescriptions(in: directory) == ["Eggs", "Milk"])
  }

  @Test func aConnectionClosedMidEffectReleasesItsStore() async throws {
    let sessions = Sessions()
    let clock = TestClock()
    try await withTestServer(hooks: sessions.hooks, prepareDependencies: { $0.continuousClock = clock }) { port, _ in
      let client = TestClient(port: port)
      client.send(.addTodo(description: "Milk"))
      guard let added = await client.state(where: { $0.handledViewActions == 1 }) else {
        Issue.record("The todo was not added.")
        return
      }
      // Completing starts the sort that waits a second on a clock that never moves.
      client.send(.complete(id: added.todos[0].id, isComplete: true))
      _ = await client.state { $0.handledViewActions == 2 }
      #expect(await sessions.openStore != nil)

      client.close()
      await sessions.closed()

      #expect(await sessions.openStore == nil)
    }
  }

  @Test func aGracefulShutdownClosesTheWebSocketsStillOpenWithACloseFrame() async throws {
    let sessions = Sessions()
    // `withTestServer` returns once the server has stopped: if an open WebSocket kept it
    // running, the test would run out of time.
    let client = try await withTestServer(hooks: sessions.hooks) { port, _ in
      let client = TestClient(port: port)
      _ = await client.ready()
      // Left open: the shutdown that follows must close it.
      return client
    }
    await sessions.closed()
    #expect(await client.next() == nil)
    let closeFrame = try await client.closeFrame()
    #expect(closeFrame?.closeCode == .normalClosure)
  }

  @Test func aGracefulShutdownClosesAConnectionThatHasSentNothing() async throws {
    let connection = try await withTestServer { port, _ in
      // A browser opens such connections ahead of need, and keeps them.
      let connection = try RawConnection(port: port)
      // A request made after it was accepted shows that the server has taken it.
      let other = try RawConnection(port: port)
      other.send("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
      #expect(await other.read(until: "</html>").text.contains("200 OK"))
      return connection
    }
    #expect(await connection.isClosedByServer())
  }

  @Test func aGracefulShutdownClosesAnIdleKeptAliveConnection() async throws {
    let connection = try await withTestServer { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(await connection.read(until: "</html>").text.contains("200 OK"))
      return connection
    }
    #expect(await connection.isClosedByServer())
  }

  @Test func aGracefulShutdownWritesTheListsLastChange() async throws {
    let directory = temporaryDirectory()
    try await withTestServer(dataDirectory: directory) { port, _ in
      let client = TestClient(port: port)
      // The first change is written at once; the ones that follow within a second wait for its
      // end, unless the server shuts down first.
      client.send(.addTodo(description: "Milk"))
      client.send(.addTodo(description: "Eggs"))
      client.send(.addTodo(description: "Bread"))
      _ = await client.state { $0.handledViewActions == 3 }
      client.close()
    }
    #expect(try savedDescriptions(in: directory) == ["Bread", "Eggs", "Milk"])
  }

  @Test func theListOutlivesTheServer() async throws {
    let directory = temporaryDirectory()
    try await withTestServer(dataDirectory: directory) { port, _ in
      let client = TestClient(port: port)
      client.send(.addTodo(description: "Milk"))
      _ = await client.state { $0.handledViewActions == 1 }
      client.close()
    }
    #expect(try savedDescriptions(in: directory) == ["Milk"])

    try await withTestServer(dataDirectory: directory) { port, _ in
      let client = TestClient(port: port)
      let state = await client.ready()
      #expect(state?.todos.map(\.description) == ["Milk"])
      client.close()
    }
  }

  @Test func aServerWhoseSavedListCannotBeReadRefusesToStart() throws {
    let directory = temporaryDirectory()
    let file = directory.appendingPathComponent("todos.json")
    try Data("not a list".utf8).write(to: file)

    let error = #expect(throws: TodosServerError.self) {
      try TodosServer(dataDirectory: directory)
    }

    #expect(error?.description.contains("not JSON") == true)
    #expect(try Data(contentsOf: file) == Data("not a list".utf8))
  }
}

/// The store of the last connection opened, held weakly, and the connections that closed.
final class Sessions: Sendable {
  @MainActor private var store: Weak = Weak()
  private let (closings, closing) = AsyncStream.makeStream(of: Void.self)

  @MainActor private final class Weak {
    weak var store: StoreOf<TodosSession>?
  }

  var hooks: SessionHooks {
    SessionHooks(
      opened: { [self] store in self.store.store = store },
      closed: { [closing] in closing.yield() }
    )
  }

  /// The last store opened, if it is still alive.
  @MainActor var openStore: StoreOf<TodosSession>? {
    store.store
  }

  /// Returns once a connection has closed.
  func closed() async {
    var iterator = closings.makeAsyncIterator()
    _ = await iterator.next()
  }
}

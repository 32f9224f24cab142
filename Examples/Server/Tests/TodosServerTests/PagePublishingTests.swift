import ComposableEffects
import CoreMetrics
import Foundation
import Logging
import NIOCore
import Testing
import Todos
import TodosSession

@testable import TodosServer

/// How the durable list's changes reach the pages: the first at once, the ones during a tick
/// together when it ends, and a page that subscribes meanwhile starts from the list as the pages
/// were last sent it; another instance's change as it is told, and a write of this instance that
/// ends after it on top of it.
@Suite(.timeLimit(.minutes(1)))
struct PagePublishingTests {
  let milk = Todo.State(description: "Milk", id: UUID(1), isComplete: false)
  let eggs = Todo.State(description: "Eggs", id: UUID(2), isComplete: false)

  /// A page's list, made as the page makes it: from its snapshot, then each batch.
  struct Page {
    var events: AsyncStream<PageEvent>.Iterator
    var todos: [ServerMessage.PageTodo] = []
    var version = -1

    /// Reads events up to the next list event, and applies it.
    mutating func nextList() async throws {
      while let event = await events.next() {
        guard case .list(let frame, let version) = event else { continue }
        let message = try JSONDecoder().decode(ServerMessage.self, from: Data(frame.readableBytesView))
        switch message {
        case .snapshot(let snapshot): todos = snapshot.todos
        case .changes(let changes): for change in changes.changes { change.apply(to: &todos) }
        default: Issue.record("Not a list: \(message)")
        }
        self.version = version
        return
      }
      Issue.record("The page's events ended")
    }
  }

  private func subscribe(_ list: DurableTodoList) async throws -> Page {
    let (events, sink) = AsyncStream.makeStream(of: PageEvent.self)
    _ = list.subscribe(sink)
    var page = Page(events: events.makeAsyncIterator())
    try await page.nextList()
    return page
  }

  /// A list kept in a directory of its own, removed after `body`.
  private func withList(
    clock: TestClock<Duration>, writes: DispatchQueue = DispatchQueue(label: "writes"),
    _ body: (DurableTodoList) async throws -> Void
  ) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let list = try DurableTodoList(
      directory: directory, retryDelay: .seconds(1),
      saveDuration: CoreMetrics.Timer(label: "save", factory: NOOPMetricsHandler.instance),
      logger: Logger(label: "test"), clock: clock, writes: writes
    )
    try await body(list)
  }

  /// Runs `body` with `writes` suspended, so that no write of the list ends meanwhile, and
  /// resumes it however `body` ends: a queue released while suspended would crash the test
  /// process instead of letting it report the failure.
  private func holdingWrites(_ writes: DispatchQueue, _ body: () async throws -> Void) async rethrows {
    writes.suspend()
    defer { writes.resume() }
    try await body()
  }

  @Test func aPageThatSubscribesWhileChangesAreHeldStartsFromWhatThePagesWereSent() async throws {
    let clock = TestClock()
    try await withList(clock: clock) { list in
      var first = try await subscribe(list)

      // After a quiet moment, a change goes out at once; the next one, within the tick it
      // started, is held.
      list.changed([milk])
      #expect(await list.waitUntilSaved(allowingFailures: 0) == .saved)
      try await first.nextList()
      #expect(first.todos.map(\.description) == ["Milk"])
      list.changed([eggs, milk])
      #expect(await list.waitUntilSaved(allowingFailures: 0) == .saved)

      // A page that comes now is sent the list without the held change, which the tick's batch
      // then brings to both pages once.
      var second = try await subscribe(list)
      #expect(second.todos.map(\.description) == ["Milk"])
      await clock.advance(by: DurableTodoList.publishTick)
      try await first.nextList()
      try await second.nextList()
      #expect(first.todos.map(\.description) == ["Eggs", "Milk"])
      #expect(second.todos.map(\.description) == ["Eggs", "Milk"])
      #expect(first.version == second.version)
    }
  }

  @Test func anotherInstancesChangeReachesThePagesWithoutAWriteOfThisInstance() async throws {
    let clock = TestClock()
    let writes = DispatchQueue(label: "writes")
    try await withList(clock: clock, writes: writes) { list in
      var page = try await subscribe(list)
      // No write of this instance can end meanwhile: the told change is durable already.
      try await holdingWrites(writes) {
        _ = list.outsideChanged([milk], before: [])
        try await page.nextList()
      }
      #expect(page.todos.map(\.description) == ["Milk"])
    }
  }

  @Test func aWriteThatEndsAfterAnotherInstancesChangeIsPutOnTopOfIt() async throws {
    let clock = TestClock()
    let writes = DispatchQueue(label: "writes")
    try await withList(clock: clock, writes: writes) { list in
      var page = try await subscribe(list)
      // This instance's write is handed over, and ends only after another instance's change
      // was told and sent to the pages.
      try await holdingWrites(writes) {
        list.changed([eggs])
        _ = list.outsideChanged([milk], before: [])
        try await page.nextList()
      }
      #expect(page.todos.map(\.description) == ["Milk"])
      #expect(await list.waitUntilSaved(allowingFailures: 0) == .saved)
      await clock.advance(by: DurableTodoList.publishTick)
      try await page.nextList()
      #expect(page.todos.map(\.description) == ["Eggs", "Milk"])
      #expect(list.durableTodos.map(\.description) == ["Eggs", "Milk"])
    }
  }
}

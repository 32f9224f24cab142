import Foundation
import Testing
import TodosSession

@testable import TodosServer

/// `/metrics`: the sessions' stores and the server's own, scraped as Prometheus scrapes them.
@Suite(.timeLimit(.minutes(1)))
struct MetricsTests {
  @Test func aScrapeAfterTwoPagesActCountsTheirActionsMessagesAndConnections() async throws {
    try await withTwoPages { first, second, port in
      first.send(.addTodo(description: "Milk"))
      _ = await second.state { $0.todos.count == 1 }
      second.send(.addTodo(description: "Eggs"))
      _ = await first.state { $0.todos.count == 2 }
      _ = await second.state { $0.handledViewActions == 1 }

      let metrics = try await Scrape(port: port)

      #expect(metrics.value("composable_effects_actions_total", ["store": "todos_session", "action": "view.addTodo"]) == 2)
      #expect(metrics.value("todos_server_messages_in_total") == 2)
      #expect(metrics.value("todos_server_open_connections") == 2)
      // Each page was sent the list and its session at least once, and the other's change.
      #expect((metrics.value("todos_server_messages_out_total") ?? 0) >= 6)
      // The two changes may be written together (group commit): one write or two.
      #expect((1...2).contains(metrics.value("todos_server_save_duration_seconds_count") ?? 0))
    }
  }

  @Test func aScrapeBeforeAnyPageConnectsShowsNoConnections() async throws {
    try await withTestServer { port, _ in
      let metrics = try await Scrape(port: port)

      #expect(metrics.value("todos_server_open_connections") == 0)
      #expect(metrics.value("todos_server_messages_in_total") == 0)
      #expect(metrics.value("composable_effects_actions_total", ["store": "todos_session", "action": "view.addTodo"]) == nil)
    }
  }
}

/// One `GET /metrics`, and the samples its text holds.
struct Scrape {
  let text: String

  init(port: Int) async throws {
    let connection = try RawConnection(port: port)
    connection.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let response = await connection.readData { _ in false }
    let text = String(decoding: response.data, as: UTF8.self)
    try #require(text.hasPrefix("HTTP/1.1 200"), "\(text)")
    self.text = text
  }

  /// The value of the sample of `name` whose labels include `labels`, if there is one.
  func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
    for line in self.text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let space = line.lastIndex(of: " ") else { continue }
      let series = line[..<space]
      let seriesName = series.prefix { $0 != "{" }
      guard seriesName == name else { continue }
      guard labels.allSatisfy({ series.contains("\($0.key)=\"\($0.value)\"") }) else { continue }
      return Double(line[line.index(after: space)...])
    }
    return nil
  }
}

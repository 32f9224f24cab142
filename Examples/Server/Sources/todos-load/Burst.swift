import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import TodosSession

/// The `burst` scenario: one connection sends many adds at once, as a script or a paste would,
/// and waits until all are acknowledged: one client's throughput through the group commit.
enum Burst {
  static func run(port: Int, adds: Int, todos: Int, timeLimit: Int) async throws {
    let clock = ContinuousClock()
    let outcome = Outcome()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await Task.sleep(for: .seconds(timeLimit))
        throw ValidationError("The load run took longer than \(timeLimit) seconds.")
      }
      group.addTask {
        try await WebSocketClient.connect(
          url: "ws://127.0.0.1:\(port)/ws",
          configuration: .init(maxFrameSize: 1 << 24),
          logger: Logger(label: "todos-load")
        ) { inbound, outbound, _ in
          var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
          var page = PageState()
          guard try await TodosLoad.nextState(&messages, &page) != nil else { return }
          let start = clock.now
          for number in 1...adds {
            try await outbound.writeTextMessage(
              ClientMessage.encode(.addTodo(description: "Burst add \(number)"))
            )
          }
          while let state = try await TodosLoad.nextState(&messages, &page) {
            if state.handledViewActions == adds { break }
          }
          let elapsed = start.duration(to: clock.now)
          outcome.value.withLock { [page] in $0 = (elapsed, page) }
          try await outbound.close(.normalClosure, reason: nil)
        }
      }
      try await group.next()
      group.cancelAll()
    }
    let result = outcome.value.withLock { $0 }
    guard let (elapsed, page) = result else { throw ExitCode.failure }
    let seconds = milliseconds(elapsed) / 1000
    print(String(format: "%d adds from one client onto %d todos: %.2f s, %.0f adds/s", adds, todos, seconds, Double(adds) / seconds))
    print("the page's list: \(page.todos.count) todos, \(page.handledViewActions) actions acknowledged")
    let passed = page.todos.count == todos + adds && page.handledViewActions == adds && seconds <= 5
    print(passed ? "1 passed, 0 failed" : "0 passed, 1 failed")
    if !passed { throw ExitCode.failure }
  }
}

/// What the burst's connection measured, once it has.
private final class Outcome: Sendable {
  let value = Mutex<(Duration, PageState)?>(nil)
}

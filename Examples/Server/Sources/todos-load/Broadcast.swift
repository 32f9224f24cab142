import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import TodosSession

/// The `broadcast` scenario: many pages open on a long list, and one connection adding todos,
/// each once every page has the one before; how long each add takes to reach each page.
enum Broadcast {
  static func run(port: Int, pages: Int, adds: Int, todos: Int, timeLimit: Int) async throws {
    let arrivals = Arrivals(pages: pages)
    let clock = ContinuousClock()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await Task.sleep(for: .seconds(timeLimit))
        let reason = "The load run took longer than \(timeLimit) seconds."
        arrivals.fail(reason)
        throw ValidationError(reason)
      }
      group.addTask {
        try await withThrowingTaskGroup(of: Void.self) { clients in
          for _ in 0..<pages {
            clients.addTask {
              // A page that cannot connect, or whose connection ends early, ends the run with
              // the reason: the waits below would otherwise wait for it for good.
              do {
                try await page(port: port, arrivals: arrivals)
                if !Task.isCancelled { arrivals.fail("a page's connection ended early") }
              } catch where !Task.isCancelled {
                arrivals.fail("a page failed: \(error)")
              }
            }
          }
          try await arrivals.allOpen()
          print("\(pages) pages open on a list of \(todos) todos")
          try await adder(port: port, adds: adds, arrivals: arrivals, clock: clock)
          clients.cancelAll()
        }
      }
      try await group.next()
      group.cancelAll()
    }
    try arrivals.report(adds: adds, pages: pages)
  }

  // A page: its snapshot, then every batch of changes, each add's arrival noted.
  private static func page(port: Int, arrivals: Arrivals) async throws {
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/ws",
      configuration: .init(maxFrameSize: 1 << 24),
      logger: Logger(label: "todos-load")
    ) { inbound, _, _ in
      for try await message in inbound.messages(maxSize: 1 << 24) {
        guard case .text(let text) = message else { continue }
        // With sorted keys, a message's first key is its kind. The adds' descriptions are found
        // in the text rather than decoded, so that a thousand pages' decoding in one process
        // does not stand in for the server's latency.
        if text.hasPrefix(#"{"snapshot""#) {
          arrivals.opened()
        } else if text.hasPrefix(#"{"changes""#) {
          let now = ContinuousClock.now
          var rest = text[...]
          while let found = rest.range(of: #""description":"Broadcast add "#) {
            let digits = rest[found.upperBound...].prefix(while: \.isNumber)
            arrivals.arrived("Broadcast add \(digits)", at: now, bytes: text.utf8.count)
            rest = rest[found.upperBound...]
          }
        }
      }
    }
  }

  private static func adder(port: Int, adds: Int, arrivals: Arrivals, clock: ContinuousClock) async throws {
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/ws",
      configuration: .init(maxFrameSize: 1 << 24),
      logger: Logger(label: "todos-load")
    ) { _, outbound, _ in
      for number in 1...adds {
        let description = "Broadcast add \(number)"
        try await arrivals.send(description, at: clock.now) {
          try? await outbound.writeTextMessage(ClientMessage.encode(.addTodo(description: description)))
        }
      }
      try await outbound.close(.normalClosure, reason: nil)
    }
  }
}

/// When each add was sent, and reached each page.
final class Arrivals: Sendable {
  private let state: Mutex<State>
  private let pages: Int

  private struct State {
    var open = 0
    var openWaiter: CheckedContinuation<Void, Never>?
    var sent: [String: ContinuousClock.Instant] = [:]
    var reached: [String: Int] = [:]
    var addWaiter: (description: String, continuation: CheckedContinuation<Void, Never>)?
    var latencies: [Duration] = []
    var slowestPerAdd: [Duration] = []
    var bytes: [Int] = []
    /// Why the run cannot go on (a page that failed), once known.
    var failure: String?
  }

  init(pages: Int) {
    self.pages = pages
    self.state = Mutex(State())
  }

  func opened() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.open += 1
      guard state.open == pages else { return nil }
      defer { state.openWaiter = nil }
      return state.openWaiter
    }
    waiter?.resume()
  }

  /// The run cannot go on (a page failed, or time ran out): the waits end with `reason`, and so
  /// does every wait from now on.
  func fail(_ reason: String) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard state.failure == nil else { return [] }
      state.failure = reason
      defer {
        state.openWaiter = nil
        state.addWaiter = nil
      }
      return [state.openWaiter, state.addWaiter?.continuation].compactMap { $0 }
    }
    for waiter in waiters { waiter.resume() }
  }

  private func checkFailure() throws {
    if let failure = state.withLock({ $0.failure }) { throw ValidationError(failure) }
  }

  /// Returns once every page has its snapshot; throws when a page failed.
  func allOpen() async throws {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if state.open >= pages || state.failure != nil { return true }
        state.openWaiter = continuation
        return false
      }
      if now { continuation.resume() }
    }
    try checkFailure()
  }

  /// Sends `description` by `send`, and returns once every page has it; throws when a page
  /// failed.
  func send(
    _ description: String, at instant: ContinuousClock.Instant, _ send: @escaping @Sendable () async -> Void
  ) async throws {
    await withCheckedContinuation { continuation in
      let failed = state.withLock { state in
        guard state.failure == nil else { return true }
        state.sent[description] = instant
        state.addWaiter = (description, continuation)
        return false
      }
      if failed { continuation.resume() } else { Task { await send() } }
    }
    try checkFailure()
  }

  func arrived(_ description: String, at instant: ContinuousClock.Instant, bytes: Int) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard let sent = state.sent[description] else { return nil }
      let latency = sent.duration(to: instant)
      state.latencies.append(latency)
      state.bytes.append(bytes)
      state.reached[description, default: 0] += 1
      guard state.reached[description] == pages, state.addWaiter?.description == description else {
        return nil
      }
      state.slowestPerAdd.append(latency)
      defer { state.addWaiter = nil }
      return state.addWaiter?.continuation
    }
    waiter?.resume()
  }

  func report(adds: Int, pages: Int) throws {
    let state = state.withLock { $0 }
    let sorted = state.latencies.sorted()
    let slowest = state.slowestPerAdd.sorted()
    let meanBytes = Double(state.bytes.reduce(0, +)) / Double(max(1, state.bytes.count))
    print("adds reaching every page: \(state.slowestPerAdd.count) of \(adds), \(sorted.count) of \(adds * pages) arrivals")
    print(String(format: "latency, add sent to a page's receipt: p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                 percentile(sorted, 0.5), percentile(sorted, 0.99), percentile(sorted, 1)))
    print(String(format: "latency, add sent to the last page's receipt: p50 %.2f ms, p99 %.2f ms",
                 percentile(slowest, 0.5), percentile(slowest, 0.99)))
    print(String(format: "bytes a page received per add: %.0f", meanBytes))
    let passed = state.slowestPerAdd.count == adds && percentile(sorted, 0.99) <= 100
    print(passed ? "1 passed, 0 failed" : "0 passed, 1 failed")
    if !passed { throw ExitCode.failure }
  }
}

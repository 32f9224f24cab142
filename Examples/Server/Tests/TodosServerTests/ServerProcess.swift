import Foundation
import Synchronization

/// The built `todos-server` executable running as a process of its own, as an operator runs it:
/// to send it real signals (SIGTERM, SIGINT, SIGKILL), run it under real limits, and see how it
/// exits; its log (standard error) is kept for the test to read.
final class ServerProcess: Sendable {
  // Kept until the process has ended, which its termination handler reports.
  private let process: Mutex<Process>
  private let identifier: Int32
  private let log = OutputLog()
  private let logClosed = OutputLog()
  private let exits = OutputLog()
  /// The port it listens on; 0 when it stopped before listening.
  let port: Int

  /// Starts `todos-server` on port 0 with its list in `dataDirectory` (a new temporary one if
  /// `nil`) and `arguments`, with `shellPrefix` run first in the shell that starts it (a
  /// `ulimit`), and returns once it listens.
  ///
  /// - Parameter mayStopFirst: Whether the server may stop without listening (as it does when
  ///   its saved list cannot be read): then `port` is 0, where otherwise starting throws.
  init(
    dataDirectory: URL? = nil,
    arguments: [String] = [],
    shellPrefix: String = "",
    mayStopFirst: Bool = false
  ) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\(shellPrefix) exec \"$0\" \"$@\"", try Self.executable().path,
      "--port", "0", "--data-directory", (dataDirectory ?? temporaryDirectory()).path,
    ] + arguments
    // Its list in the data directory, even when the tests run beside a database
    // (`Scripts/with-postgres`), whose `DATABASE_URL` the server would take.
    var environment = ProcessInfo.processInfo.environment
    environment["DATABASE_URL"] = nil
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let log = log
    let logClosed = logClosed
    let exits = exits
    errors.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        // The process has exited and closed its standard error: the log is complete.
        handle.readabilityHandler = nil
        logClosed.append(Data("closed\n".utf8))
      } else {
        log.append(data)
      }
    }
    let (lines, line) = AsyncStream.makeStream(of: String.self)
    output.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        line.finish()
      } else {
        line.yield(String(decoding: data, as: UTF8.self))
      }
    }
    process.terminationHandler = { process in
      let reason = process.terminationReason == .exit ? "exit" : "signal"
      exits.append(Data("exited \(process.terminationStatus) \(reason)\n".utf8))
      line.finish()
    }
    try process.run()
    identifier = process.processIdentifier
    self.process = Mutex(process)

    var first = ""
    for await text in lines {
      first += text
      if first.contains("\n") { break }
    }
    output.fileHandleForReading.readabilityHandler = nil
    if first.hasPrefix("Listening on "),
      let port = first.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    {
      self.port = port
    } else if mayStopFirst, first.isEmpty {
      self.port = 0
    } else {
      kill(identifier, SIGKILL)
      throw StartFailure(output: first, log: log.text)
    }
  }

  deinit {
    if !exits.text.hasPrefix("exited") {
      kill(identifier, SIGKILL)
    }
  }

  struct StartFailure: Error, CustomStringConvertible {
    var output: String
    var log: String
    var description: String { "todos-server did not start: \(output)\n\(log)" }
  }

  /// Sends the process `signal`.
  func send(_ signal: Int32) {
    kill(identifier, signal)
  }

  /// Whether the process logs a line containing `text` within `timeout`.
  func logs(_ text: String, within timeout: Duration = .seconds(30)) async -> Bool {
    await log.contains(text, within: timeout)
  }

  /// The process's exit status, if it exits within `timeout`.
  func exitStatus(within timeout: Duration = .seconds(30)) async -> Int32? {
    guard await exits.contains("\n", within: timeout) else { return nil }
    return exitRecord?.status
  }

  /// How the process ended, and all it wrote to its standard error, once it has (waiting at
  /// most `timeout`; a process still running then is killed).
  func exit(
    within timeout: Duration = .seconds(60)
  ) async -> (status: Int32, reason: Process.TerminationReason, errors: String) {
    if await !exits.contains("\n", within: timeout) {
      kill(identifier, SIGKILL)
      _ = await exits.contains("\n", within: .seconds(10))
    }
    _ = await logClosed.contains("closed", within: .seconds(10))
    let record = exitRecord ?? (status: -1, reason: .uncaughtSignal)
    return (record.status, record.reason, log.text)
  }

  /// What the process has logged so far.
  var logText: String { log.text }

  private var exitRecord: (status: Int32, reason: Process.TerminationReason)? {
    let fields = exits.text.split(separator: "\n").first?.split(separator: " ") ?? []
    guard fields.count == 3, let status = Int32(fields[1]) else { return nil }
    return (status, fields[2] == "exit" ? .exit : .uncaughtSignal)
  }

  /// The executable, built beside this test bundle by `swift build` and `swift test`.
  private static func executable() throws -> URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("todos-server")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
      directory.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "todos-server beside \(Bundle.main.bundleURL.path)"])
  }
}

/// Text that grows, and tests waiting for some of it: each wait ends when its text has come, or
/// at its deadline.
final class OutputLog: Sendable {
  private struct State {
    var text = ""
    var waiters: [UUID: (needle: String, continuation: CheckedContinuation<Bool, Never>)] = [:]
  }

  private let state = Mutex(State())

  var text: String { state.withLock { $0.text } }

  func append(_ data: Data) {
    let resumed = state.withLock { state in
      state.text += String(decoding: data, as: UTF8.self)
      let text = state.text
      let met = state.waiters.filter { text.contains($0.value.needle) }
      for id in met.keys { state.waiters[id] = nil }
      return met.values.map(\.continuation)
    }
    for continuation in resumed { continuation.resume(returning: true) }
  }

  func contains(_ needle: String, within timeout: Duration) async -> Bool {
    let id = UUID()
    let deadline = Task {
      try await Task.sleep(for: timeout)
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.continuation.resume(returning: false)
    }
    defer { deadline.cancel() }
    return await withCheckedContinuation { continuation in
      let isMet = state.withLock { state in
        if state.text.contains(needle) { return true }
        state.waiters[id] = (needle, continuation)
        return false
      }
      if isMet { continuation.resume(returning: true) }
    }
  }
}

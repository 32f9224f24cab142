import Foundation
import Synchronization

/// The built `todos-server` executable running as a process of its own, to send it real signals
/// and run it under real limits; its log (standard error) is kept for the test to read.
final class ServerProcess: Sendable {
  // Kept until the process has ended, which its termination handler reports.
  private let process: Mutex<Process>
  private let identifier: Int32
  private let log = OutputLog()
  private let exits = OutputLog()
  /// The port it listens on.
  let port: Int

  /// Starts `todos-server` with `arguments` (a data directory of its own and port 0 are added),
  /// with `shellPrefix` run first in the shell that starts it (a `ulimit`), and returns once it
  /// listens.
  init(arguments: [String] = [], shellPrefix: String = "") async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\(shellPrefix) exec \"$0\" \"$@\"", try Self.executable().path,
      "--port", "0", "--data-directory", temporaryDirectory().path,
    ] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let log = log
    let exits = exits
    errors.fileHandleForReading.readabilityHandler = { handle in
      log.append(handle.availableData)
    }
    let (lines, line) = AsyncStream.makeStream(of: String.self)
    output.fileHandleForReading.readabilityHandler = { handle in
      line.yield(String(decoding: handle.availableData, as: UTF8.self))
    }
    process.terminationHandler = { process in
      exits.append(Data("exited \(process.terminationStatus)\n".utf8))
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
    guard
      first.hasPrefix("Listening on "),
      let port = first.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    else {
      kill(identifier, SIGKILL)
      throw StartFailure(output: first, log: log.text)
    }
    self.port = port
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
    return Int32(exits.text.dropFirst("exited ".count).dropLast())
  }

  /// What the process has logged so far.
  var logText: String { log.text }

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

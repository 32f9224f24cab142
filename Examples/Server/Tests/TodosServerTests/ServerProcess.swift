import Foundation
import Testing

/// The `todos-server` executable run as a process of its own, as an operator runs it: to stop
/// with a real signal, SIGTERM or SIGKILL, and to see how it exits.
final class ServerProcess: Sendable {
  private let process: Process
  private let errors: Pipe
  /// The port it listens on; 0 when it stopped before listening.
  let port: Int

  /// The server's executable, built beside the tests' bundle.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("todos-server")
  }

  /// Starts the server on a free port with its list in `directory`, and returns once it
  /// listens, or once it has stopped without listening.
  init(dataDirectory directory: URL, arguments: [String] = []) throws {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["--port", "0", "--data-directory", directory.path] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    self.process = process
    self.errors = errors
    // The first line names the port; the pipe ends without one when the server stops first.
    var line = Data()
    while line.last != UInt8(ascii: "\n") {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self)
    port = text.split(separator: ":").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    } ?? 0
  }

  /// Sends `signal` to the server.
  func signal(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// How the server exited, and what it wrote to its standard error, once it has.
  func exit() async -> (status: Int32, reason: Process.TerminationReason, errors: String) {
    let process = process
    let errors = errors
    return await withCheckedContinuation { continuation in
      // Reading to the end returns once the process has exited and closed the pipe.
      Thread.detachNewThread {
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(
          returning: (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
        )
      }
    }
  }
}

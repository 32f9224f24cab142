import ArgumentParser
import Echo
import Foundation

/// `examples echo`: seed 004's echo program over real standard input and output.
struct EchoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "echo",
    abstract: "Prints back each line of standard input; handlers uppercase and log it."
  )

  @Flag(help: "Install the uppercasing Print handler.")
  var uppercase = false

  @Option(help: "Install the logging Print handler, appending each printed line to FILE.")
  var log: String?

  func run() throws {
    var record: (@Sendable (String) -> Void)?
    if let log {
      let file = try LogFile(path: log)
      record = { line in file.append(line) }
    }
    runEcho(uppercase: uppercase, log: record)
  }
}

/// A file the logging handler appends lines to.
private final class LogFile: Sendable {
  let handle: FileHandle

  init(path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw ValidationError("Cannot open \(path) for writing.")
    }
    handle.seekToEndOfFile()
    self.handle = handle
  }

  func append(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}

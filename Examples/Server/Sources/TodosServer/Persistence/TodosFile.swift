import ComposableEffects
import Foundation
import Todos
import TodosSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list's file, `todos.json` in the data directory: read as outside data, written durably.
///
/// A write is durable when it returns: the list goes to a temporary file beside the real one,
/// which is flushed to the disk (`fsync`), renamed over the real one, and the directory flushed
/// too, so that after a crash or a power cut the file holds either the list before or the list
/// after, whole.
struct TodosFile: Sendable {
  let url: URL

  init(directory: URL) {
    self.url = directory.appendingPathComponent("todos.json")
  }

  private var temporaryURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(".todos.json.saving")
  }

  /// The file's bytes; `nil` when there is no file.
  func data() throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// The list `data` holds; an empty list for no file or an empty one.
  ///
  /// - Throws: ``SavedTodosError`` when it holds no list of todos with distinct identifiers.
  static func todos(in data: Data?) throws(SavedTodosError) -> IdentifiedArrayOf<Todo.State> {
    guard let data, !data.isEmpty else { return [] }
    return try SavedTodos.decode(data)
  }

  /// Writes `data` as the file, durably.
  func write(_ data: Data) throws(TodosFileError) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw TodosFileError(path: directory.path, step: "creating the directory", reason: "\(error)")
    }
    let temporary = temporaryURL.path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw TodosFileError.posix(path: temporary, step: "opening") }
    var written = 0
    let failedStep: String? = data.withUnsafeBytes { bytes in
      while written < bytes.count {
        let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
        guard count > 0 else { return "writing" }
        written += count
      }
      return fsync(descriptor) == 0 ? nil : "syncing"
    }
    let error = errno
    close(descriptor)
    if let failedStep {
      unlink(temporary)
      throw TodosFileError(path: temporary, step: failedStep, reason: String(cString: strerror(error)))
    }
    guard rename(temporary, url.path) == 0 else {
      let error = TodosFileError.posix(path: url.path, step: "renaming the new file over")
      unlink(temporary)
      throw error
    }
    let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    guard directoryDescriptor >= 0 else {
      throw TodosFileError.posix(path: directory.path, step: "opening")
    }
    defer { close(directoryDescriptor) }
    guard fsync(directoryDescriptor) == 0 else {
      throw TodosFileError.posix(path: directory.path, step: "syncing")
    }
  }
}

// The system call, which `TodosFile.write` hides by its name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Why the list's file could not be written.
struct TodosFileError: Error, Equatable, CustomStringConvertible {
  /// The file or directory the failing step was about.
  var path: String
  /// What was being done: "opening", "writing", "syncing", …
  var step: String
  /// The system's reason.
  var reason: String

  static func posix(path: String, step: String) -> Self {
    TodosFileError(path: path, step: step, reason: String(cString: strerror(errno)))
  }

  var description: String {
    "\(step) \(path) failed: \(reason)"
  }
}

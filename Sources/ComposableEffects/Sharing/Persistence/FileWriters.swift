import AlgebraicEffects
import Foundation
import IssueReporting

/// The writers of one ``FileStorage``, one per file: each coalesces the writes of its file
/// (``FileWriteStateMachine``), and all are flushed when the process exits normally.
final class FileWriters: Sendable {
  private let writers = Locked<[URL: FileWriter]>([:])

  func writer(for url: URL) -> FileWriter {
    self.writers.withLock { writers in
      if let writer = writers[url] { return writer }
      let writer = FileWriter(url: url)
      writers[url] = writer
      return writer
    }
  }

  /// Writes every change still waiting for the end of its pause.
  func flushAll(_ storage: FileStorage) {
    let writers = self.writers.withLock { Array($0.values) }
    for writer in writers { writer.flush(storage) }
  }

  private static let atExit = Locked<[FileWriters]>([])

  /// Flushes `writers` when the process exits normally (`exit`, or `main` returning).
  static func flushAtExit(_ writers: FileWriters) {
    let isFirst = self.atExit.withLock { registered in
      defer { registered.append(writers) }
      return registered.isEmpty
    }
    guard isFirst else { return }
    atexit {
      for writers in FileWriters.atExit.withLock({ $0 }) {
        writers.flushAll(.fileSystem)
      }
    }
  }
}

/// The writes of one file: a state machine behind a lock, and the writes it asks for done
/// outside of it.
final class FileWriter: Sendable {
  let url: URL
  private let machine = Locked(FileWriteStateMachine())
  /// The data last written or read: a change to the file that gives this back is our own.
  private let lastData = Locked<Data?>(nil)

  init(url: URL) {
    self.url = url
  }

  func changed(_ data: Data, in storage: FileStorage) throws {
    let action = self.machine.withLock { $0.changed(data) }
    try self.perform(action, in: storage)
  }

  func flush(_ storage: FileStorage) {
    let action = self.machine.withLock { $0.flush() }
    self.performReportingFailure(action, in: storage)
  }

  /// Saves now: what waits is written, then `data`.
  func saveNow(_ data: Data, in storage: FileStorage) throws {
    self.flush(storage)
    try self.write(data, in: storage)
  }

  /// The file was removed (deleted, or moved away): the change waiting for the pause is
  /// dropped, and the file is made again, empty, so that it is where it is expected and holds
  /// no value. A failure to make it is reported: no shared value waits on this write.
  func fileRemoved(in storage: FileStorage) {
    self.machine.withLock { $0.fileRemoved() }
    do {
      try self.write(Data(), in: storage)
    } catch {
      reportIssue("Making the removed shared file \(self.url.path) again failed: \(error)")
    }
  }

  /// Whether `data`, read from the file, is other than what we last wrote or read.
  func isNew(_ data: Data?) -> Bool {
    self.lastData.withLock { last in
      defer { last = data }
      return last != data
    }
  }

  private func perform(_ action: FileWriteStateMachine.Action, in storage: FileStorage) throws {
    switch action {
    case .none:
      return
    case .write(let data):
      try self.write(data, in: storage)
    case .writeAndStartPause(let data):
      defer {
        storage.afterPause { [self] in
          let action = self.machine.withLock { $0.pauseEnded() }
          self.performReportingFailure(action, in: storage)
        }
      }
      try self.write(data, in: storage)
    }
  }

  /// A write no caller waits for (at the end of a pause, at exit): a failure is reported, as
  /// no shared value can keep it as its `saveError`.
  private func performReportingFailure(
    _ action: FileWriteStateMachine.Action, in storage: FileStorage
  ) {
    do {
      try self.perform(action, in: storage)
    } catch {
      reportIssue("Writing the shared file \(self.url.path) failed: \(error)")
    }
  }

  private func write(_ data: Data, in storage: FileStorage) throws {
    self.lastData.withLock { $0 = data }
    try storage.write(data, self.url)
  }
}

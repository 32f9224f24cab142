import AlgebraicEffects
import Foundation
import IssueReporting

/// The writers of one registry of shared values (``SharedBoxes``: the app's, or one test's),
/// one per file of each ``FileStorage``: each coalesces the writes of its file
/// (``FileWriteStateMachine``), and those of the file system are flushed when the process exits
/// normally.
///
/// Kept with the registry, not with the storage: the file system is one storage for the whole
/// process, so writers kept with it would carry one test's pause, and the data it last wrote,
/// into the next test that writes the same file.
final class FileWriters: Sendable {
  private struct Place: Hashable {
    let storage: ObjectIdentifier
    let url: URL
  }

  private let writers = Locked<[Place: FileWriter]>([:])

  func writer(for url: URL, in storage: FileStorage) -> FileWriter {
    let (writer, isFirstOnDisk) = self.writers.withLock { writers in
      let place = Place(storage: storage.id, url: url)
      if let writer = writers[place] { return (writer, false) }
      let isFirstOnDisk = storage.flushesAtExit && !writers.values.contains { $0.flushesAtExit }
      let writer = FileWriter(url: url, storage: storage)
      writers[place] = writer
      return (writer, isFirstOnDisk)
    }
    if isFirstOnDisk { Self.flushAtExit(self) }
    return writer
  }

  /// Writes every change to the file system still waiting for the end of its pause.
  func flushAll() {
    let writers = self.writers.withLock { Array($0.values) }
    for writer in writers where writer.flushesAtExit { writer.flush() }
  }

  private struct Registered: @unchecked Sendable {
    weak var writers: FileWriters?
  }

  private static let atExit = Locked<[Registered]>([])

  /// Flushes `writers` when the process exits normally (`exit`, or `main` returning), if they
  /// are still in use then.
  private static func flushAtExit(_ writers: FileWriters) {
    let isFirst = self.atExit.withLock { registered in
      defer {
        registered.removeAll { $0.writers == nil }
        registered.append(Registered(writers: writers))
      }
      return registered.isEmpty
    }
    guard isFirst else { return }
    atexit {
      for registered in FileWriters.atExit.withLock({ $0 }) {
        registered.writers?.flushAll()
      }
    }
  }
}

/// The writes of one file: a state machine behind a lock, and the writes it asks for done
/// outside of it, one at a time and in the order it decided them.
///
/// A change's owner (``FileChangeOwner``) is told how its write went once the writer has left
/// its locks, as a key tells its continuations.
///
/// Unchecked only for its `NSRecursiveLock`, which is safe to share.
final class FileWriter: @unchecked Sendable {
  typealias Machine = FileWriteStateMachine<FileChange>

  /// An owner to tell how its change went: `nil` for a change superseded.
  private typealias Resumption = (owner: any FileChangeOwner, result: Result<Void, any Error>?)

  let url: URL
  private let storage: FileStorage
  private let machine = Locked(Machine())
  /// Held from a decision to write until the write is done: a save's write and the one a pause's
  /// end decided just before it would otherwise race, and the older could land last, leaving the
  /// file behind the value. Recursive, for a storage whose pause ends at once, inside a write.
  private let writing = NSRecursiveLock()

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
  }

  /// Whether its storage is the file system, whose waiting changes are written at exit.
  var flushesAtExit: Bool {
    self.storage.flushesAtExit
  }

  /// A change of the value: written at once, or at the end of the pause (and encoded then)
  /// unless a later change supersedes it.
  func changed(_ change: FileChange) {
    // Most changes come while a pause lasts: they only wait, and take no turn among the writes.
    if let waits = self.machine.withLock({ $0.changedDuringPause(change) }) {
      return Self.resume(self.perform(waits))
    }
    Self.resume(
      self.inOrder {
        let action = self.machine.withLock { $0.changed(change) }
        return self.perform(action)
      }
    )
  }

  /// Writes what waits, now; a failure is also reported, as at exit nothing reads the value's
  /// `saveError`.
  func flush() {
    Self.resume(
      self.inOrder {
        let action = self.machine.withLock { $0.flush() }
        return self.perform(action).map { resumption in
          if case .failure(let error)? = resumption.result { self.reportWriteFailure(error) }
          return resumption
        }
      }
    )
  }

  /// Saves now, in one write. A change that waited is written in its place if it gives the
  /// value as it is now (newer than `data`, read before, or the same: a change made since the
  /// save read the value is not lost), and superseded otherwise.
  func saveNow(_ data: Data) throws {
    let (waiting, result) = self.inOrder {
      let waiting = self.machine.withLock { $0.savedNow() }
      return (
        waiting,
        Result {
          let now = waiting?.owner.writesValueAsItIsNow == true ? try waiting?.owner.data() : nil
          try self.write(now ?? data)
        }
      )
    }
    if let owner = waiting?.owner {
      if owner.writesValueAsItIsNow { owner.written(result) } else { owner.superseded() }
    }
    try result.get()
  }

  private func inOrder<Result>(_ body: () throws -> Result) rethrows -> Result {
    self.writing.lock()
    defer { self.writing.unlock() }
    return try body()
  }

  /// The file's watcher told of a change, and the file now holds `data` (`nil`: it is gone):
  /// what the shared value must make of it. A removed file is made again, empty, so that it is
  /// where it is expected and holds no value; a failure to make it is reported, as no shared
  /// value waits on this write.
  func fileChanged(to data: Data?) -> Machine.FileChangeAction {
    let action = self.machine.withLock { $0.fileChanged(to: data) }
    if case .fileRemoved(let dropped) = action {
      do {
        try self.inOrder { try self.write(Data()) }
      } catch {
        reportIssue("Making the removed shared file \(self.url.path) again failed: \(error)")
      }
      // The change is done with: the value returns to its initial one.
      dropped?.owner.superseded()
    }
    return action
  }

  /// `data` was read from the file: a change to the file that gives it back is not news.
  func read(_ data: Data?) {
    self.machine.withLock { $0.fileHolds(data) }
  }

  /// Does what the machine decided, and returns the waiter to tell how it went.
  private func perform(_ action: Machine.Action) -> Resumption? {
    switch action {
    case .none:
      return nil
    case .wait(superseded: let superseded):
      return superseded.map { ($0.owner, nil) }
    case .write(let change):
      return self.write(change)
    case .writeAndStartPause(let change):
      defer {
        self.storage.afterPause { [self] in
          Self.resume(
            self.inOrder {
              let action = self.machine.withLock { $0.pauseEnded() }
              return self.perform(action)
            }
          )
        }
      }
      return self.write(change)
    }
  }

  /// Encodes and writes `change`.
  private func write(_ change: FileChange) -> Resumption {
    (
      change.owner,
      Result {
        guard let data = try change.owner.data() else { return }
        try self.write(data)
      }
    )
  }

  private func write(_ data: Data) throws {
    self.machine.withLock { $0.fileHolds(data) }
    try self.storage.write(data, self.url)
  }

  private func reportWriteFailure(_ error: any Error) {
    reportIssue("Writing the shared file \(self.url.path) failed: \(error)")
  }

  private static func resume(_ resumption: Resumption?) {
    guard let (owner, result) = resumption else { return }
    if let result { owner.written(result) } else { owner.superseded() }
  }
}

import Foundation

/// The decisions of a file-backed shared value's writes: the first change is written at once,
/// the changes that follow within a pause are coalesced into one write at its end, and the last
/// change is never dropped: a flush (a user's `save()`, the process exiting) writes it at once.
///
/// Each operation returns what the caller must do once it has left the lock: write a change,
/// and whether to start the pause's timer; or, told that the file changed, what to make of it.
///
/// A `Change` is what the caller writes: the file storage's is the value with the way to encode
/// it and the continuation waiting on it (``FileChange``), encoded only when it is written, so
/// that the changes a pause coalesces cost no encoding; its tests use data.
struct FileWriteStateMachine<Change> {
  enum State {
    /// Nothing written lately: the next change is written at once.
    case idle
    /// A write happened, and the pause after it has not ended: changes wait for its end.
    /// `pending` is the latest of them, if any.
    case pausing(pending: Change?)
  }

  enum Action {
    /// Do nothing.
    case none
    /// The change waits for the pause's end; `superseded`, the one that waited before it, is
    /// never written (its waiter is told it is done with).
    case wait(superseded: Change?)
    /// Write the change.
    case write(Change)
    /// Write the change, then start the timer whose end calls ``pauseEnded()``.
    case writeAndStartPause(Change)
  }

  /// What to do once the file's watcher tells of a change.
  enum FileChangeAction {
    /// Nothing: the file holds what was last written or read (our own write, told back).
    case none
    /// Load the file: another process (or a user) changed it, and its content is the value.
    case load
    /// Keep the value: the file was changed from outside, but a change of ours that waits for
    /// the pause's end is more recent, and is written over it then.
    case keepWaitingChange
    /// The file was removed (deleted, or moved away): the value returns to its initial value,
    /// and the file is made again, empty. The change that waited, if any, is `dropped`.
    case fileRemoved(dropped: Change?)
  }

  private(set) var state = State.idle
  /// The data last written or read: a change to the file that gives this back is our own.
  private(set) var lastData: Data?
  /// The data of the last few writes and reads, newest last. The watcher reads the file after it
  /// is told of a change, and a write of ours may be read back after a newer one was decided:
  /// the file then gives back an older value of ours, which is not news either. Loading it would
  /// put the value back to what it was a change ago.
  private var recentData: [Data] = []
  private static var recentDataCount: Int { 4 }

  /// A change to write.
  mutating func changed(_ change: Change) -> Action {
    switch self.state {
    case .idle:
      self.state = .pausing(pending: nil)
      return .writeAndStartPause(change)
    case .pausing(let superseded):
      self.state = .pausing(pending: change)
      return .wait(superseded: superseded)
    }
  }

  /// A change, if a pause lasts: it then only waits (``Action/wait(superseded:)``), which needs
  /// no write, so the caller need not be in order with the writes. `nil`, with nothing changed,
  /// when no pause lasts: the change is to be written, through ``changed(_:)``.
  mutating func changedDuringPause(_ change: Change) -> Action? {
    guard case .pausing = self.state else { return nil }
    return self.changed(change)
  }

  /// The pause's timer ended: the change that waited, if any, is written, and a new pause
  /// begins after it.
  mutating func pauseEnded() -> Action {
    switch self.state {
    case .idle, .pausing(pending: nil):
      self.state = .idle
      return .none
    case .pausing(pending: let change?):
      self.state = .pausing(pending: nil)
      return .writeAndStartPause(change)
    }
  }

  /// Write what waits, now: the user asked to save, or the process is exiting. The pause goes
  /// on, so that a change right after is still coalesced.
  mutating func flush() -> Action {
    guard case .pausing(pending: let change?) = self.state else { return .none }
    self.state = .pausing(pending: nil)
    return .write(change)
  }

  /// The user saves the value now: it is written at once, and returned is the change that
  /// waited, if any, which it supersedes (the value saved is the newest). The pause goes on.
  mutating func savedNow() -> Change? {
    guard case .pausing(pending: let change?) = self.state else { return nil }
    self.state = .pausing(pending: nil)
    return change
  }

  /// `data` is being written to the file, or was read from it.
  mutating func fileHolds(_ data: Data?) {
    self.lastData = data
    guard let data else { return }
    self.recentData.append(data)
    if self.recentData.count > Self.recentDataCount { self.recentData.removeFirst() }
  }

  /// The file's watcher told of a change, and the file now holds `data` (`nil`: it is gone).
  ///
  /// A change from outside that leaves the file in place is not taken while a change of ours
  /// waits for the pause's end: taking it would show a value that the waiting change then
  /// overwrites in the file, and an emptied file would return the value to its initial value
  /// while the change is still to be written.
  mutating func fileChanged(to data: Data?) -> FileChangeAction {
    guard data != self.lastData else { return .none }
    if let data, self.recentData.contains(data) { return .none }
    // The file has moved on from what this process wrote: only what it holds now is ours to
    // recognise when it is told back.
    self.lastData = data
    self.recentData = data.map { [$0] } ?? []
    switch (data, self.state) {
    case (nil, .idle):
      return .fileRemoved(dropped: nil)
    case (nil, .pausing(let dropped)):
      self.state = .pausing(pending: nil)
      return .fileRemoved(dropped: dropped)
    case (.some, .idle), (.some, .pausing(pending: nil)):
      return .load
    case (.some, .pausing(pending: .some)):
      return .keepWaitingChange
    }
  }
}

extension FileWriteStateMachine.State: Equatable where Change: Equatable {}
extension FileWriteStateMachine.Action: Equatable where Change: Equatable {}
extension FileWriteStateMachine.FileChangeAction: Equatable where Change: Equatable {}

/// A change of a file-backed shared value, waiting to be written: its data is made only when it
/// is, and its owner is told how the write went (or that it will not happen).
struct FileChange: Sendable {
  let owner: any FileChangeOwner
}

/// Whom a ``FileChange`` is written for: what to write, and whom to tell.
protocol FileChangeOwner: AnyObject, Sendable {
  /// Whether ``data()`` gives the value as it is when asked (a shared value's own changes),
  /// rather than as it was when the change was made: then it is never older than what a save
  /// read before it.
  var writesValueAsItIsNow: Bool { get }
  /// The data to write now (`nil`: nothing to write any more).
  func data() throws -> Data?
  /// The change was written, or its write failed.
  func written(_ result: Result<Void, any Error>)
  /// The change will never be written: a later change, or a save, took its place, or the file
  /// was removed.
  func superseded()
}

import Foundation

/// The decisions of a file-backed shared value's writes: the first change is written at once,
/// the changes that follow within a pause are coalesced into one write at its end, and the last
/// change is never dropped: a flush (a user's `save()`, the process exiting) writes it at once.
///
/// Each operation returns what the caller must do once it has left the lock: write data, and
/// whether to start the pause's timer.
struct FileWriteStateMachine {
  enum State: Equatable {
    /// Nothing written lately: the next change is written at once.
    case idle
    /// A write happened, and the pause after it has not ended: changes wait for its end.
    /// `pending` is the latest of them, if any.
    case pausing(pending: Data?)
  }

  enum Action: Equatable {
    /// Do nothing.
    case none
    /// Write `data`.
    case write(Data)
    /// Write `data`, then start the timer whose end calls ``pauseEnded()``.
    case writeAndStartPause(Data)
  }

  private(set) var state = State.idle

  /// A change to write.
  mutating func changed(_ data: Data) -> Action {
    switch self.state {
    case .idle:
      self.state = .pausing(pending: nil)
      return .writeAndStartPause(data)
    case .pausing:
      self.state = .pausing(pending: data)
      return .none
    }
  }

  /// The pause's timer ended: the change that waited, if any, is written, and a new pause
  /// begins after it.
  mutating func pauseEnded() -> Action {
    switch self.state {
    case .idle, .pausing(pending: nil):
      self.state = .idle
      return .none
    case .pausing(pending: let data?):
      self.state = .pausing(pending: nil)
      return .writeAndStartPause(data)
    }
  }

  /// Write what waits, now: the user asked to save, or the process is exiting. The pause goes
  /// on, so that a change right after is still coalesced.
  mutating func flush() -> Action {
    guard case .pausing(pending: let data?) = self.state else { return .none }
    self.state = .pausing(pending: nil)
    return .write(data)
  }

  /// The file was removed (deleted, or moved away): the change waiting for the pause's end is
  /// dropped, as the value returns to its initial value.
  mutating func fileRemoved() {
    guard case .pausing = self.state else { return }
    self.state = .pausing(pending: nil)
  }
}

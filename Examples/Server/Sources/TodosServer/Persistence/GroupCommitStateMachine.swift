/// The decisions of saving the list: one write at a time, each of the latest list; changes made
/// while a write is under way wait for its end and go, together, into the next one (a group
/// commit). A failed write is retried after a pause, with whatever changed since.
///
/// Pure: it holds no lock and starts nothing. ``DurableTodoList`` asks it under its lock and
/// carries out the action it returns once it has left the lock.
///
/// Versions count the changes: the `n`th change made is version `n`, and a write of version `n`
/// makes every change up to `n` durable.
struct GroupCommitStateMachine<Value, Waiter> {
  /// A change and its version.
  struct Change {
    var value: Value
    var version: Int
  }

  /// Where saving is.
  enum State {
    /// Every change made is durable.
    case idle
    /// A write is under way; `waiting` is the latest change made since, if any, which goes into
    /// the next write. `retrying` is the reason the write before failed, when it is a retry.
    case writing(waiting: Change?, retrying: String?)
    /// The last write failed for `reason`; `waiting` (the latest change, the failed one or one
    /// made since) is written when the retry numbered `retry` is due.
    case failed(waiting: Change, reason: String, retry: Int)
  }

  private(set) var state = State.idle
  /// The version of the latest change made.
  private(set) var latestVersion: Int
  /// The version of the latest change durably written.
  private(set) var durableVersion: Int
  private var retries = 0
  /// Those waiting for every change to be saved, each with the failures it still lets pass.
  private var waiters: [(waiter: Waiter, failuresLeft: Int)] = []

  /// A machine whose list, at `version`, is durable.
  init(version: Int = 0) {
    self.latestVersion = version
    self.durableVersion = version
  }

  /// What to do after a change.
  enum ChangedAction {
    case none
    /// Write `change` now.
    case write(Change)
  }

  /// The list changed to `value`.
  mutating func changed(_ value: Value) -> ChangedAction {
    latestVersion += 1
    let change = Change(value: value, version: latestVersion)
    switch state {
    case .idle:
      state = .writing(waiting: nil, retrying: nil)
      return .write(change)
    case .writing(_, let retrying):
      state = .writing(waiting: change, retrying: retrying)
      return .none
    case .failed(_, let reason, let retry):
      state = .failed(waiting: change, reason: reason, retry: retry)
      return .none
    }
  }

  /// What to do after a write succeeded.
  struct SucceededAction {
    /// Tell the pages that their changes are saved again, after failures.
    var recovered: Bool
    /// Write this change next, if any.
    var next: Change?
    /// Resume these waiters: everything is saved.
    var saved: [Waiter]
  }

  /// The write of `version` is durable.
  mutating func writeSucceeded(version: Int) -> SucceededAction {
    durableVersion = max(durableVersion, version)
    switch state {
    case .writing(let waiting?, let retrying):
      state = .writing(waiting: nil, retrying: nil)
      return SucceededAction(recovered: retrying != nil, next: waiting, saved: [])
    case .writing(nil, let retrying):
      state = .idle
      let saved = waiters.map(\.waiter)
      waiters = []
      return SucceededAction(recovered: retrying != nil, next: nil, saved: saved)
    case .idle, .failed:
      // No write runs then: one that ends is a write this machine asked for, in `.writing`.
      return SucceededAction(recovered: false, next: nil, saved: [])
    }
  }

  /// What to do after a write failed.
  struct FailedAction {
    /// Tell the pages the changes are not saved, and why.
    var reason: String
    /// Call ``retryDue(_:)`` with this number after the pause.
    var retry: Int
    /// Resume these waiters: they allow no more failures.
    var failed: [Waiter]
  }

  /// The write of `change` failed for `reason`.
  mutating func writeFailed(_ change: Change, reason: String) -> FailedAction {
    retries += 1
    let waiting: Change
    switch state {
    case .writing(let later?, _): waiting = later
    default: waiting = change
    }
    state = .failed(waiting: waiting, reason: reason, retry: retries)
    var failed: [Waiter] = []
    waiters = waiters.compactMap { entry -> (waiter: Waiter, failuresLeft: Int)? in
      guard entry.failuresLeft > 1 else {
        failed.append(entry.waiter)
        return nil
      }
      return (entry.waiter, entry.failuresLeft - 1)
    }
    return FailedAction(reason: reason, retry: retries, failed: failed)
  }

  /// The pause after the failure that returned `retry` is over: the change waiting to write,
  /// if that failure is still the last word.
  mutating func retryDue(_ retry: Int) -> Change? {
    guard case .failed(let waiting, let reason, let current) = state, current == retry else {
      return nil
    }
    state = .writing(waiting: nil, retrying: reason)
    return waiting
  }

  /// Whether failures are being retried: what a page that connects is told.
  var failureReason: String? {
    switch state {
    case .failed(_, let reason, _), .writing(_, let reason?): reason
    case .idle, .writing: nil
    }
  }

  /// What to do for a waiter.
  enum WaitAction {
    /// Resume it now with this outcome.
    case resume(SaveOutcome)
    /// Keep it: it is resumed by a later write's outcome.
    case wait
  }

  /// `waiter` waits until every change made is saved, or until `failures` more writes have
  /// failed (retries go on meanwhile).
  mutating func waitUntilSaved(_ waiter: Waiter, allowingFailures failures: Int) -> WaitAction {
    if case .idle = state { return .resume(.saved) }
    waiters.append((waiter, max(1, failures)))
    return .wait
  }
}

extension GroupCommitStateMachine.Change: Sendable where Value: Sendable {}

/// How a wait for the list's changes to be saved ended.
enum SaveOutcome: Equatable, Sendable {
  /// Every change made is durable.
  case saved
  /// Writing failed, the last time for this reason, as many times as the waiter allowed.
  case failed(reason: String)
}

/// What a table's saves do next: one write at a time, the newest value waiting behind it, and
/// retries with backoff while the database cannot be reached.
///
/// `Waiter` is whoever waits for a save to end (a save's continuation). A waiter is answered
/// when the write that carries its value succeeds, or as soon as that write fails: the value
/// is kept and written again later, and the waiter learns that it is not saved yet.
struct SaveStateMachine<Value, Waiter> {
  private enum State {
    /// Nothing to write.
    case idle
    /// A write is running for `waiters`; `next` is the newest value saved since, and
    /// `failures` how many writes failed in a row before this one.
    case writing(waiters: [Waiter], next: Value?, nextWaiters: [Waiter], failures: Int)
    /// The last write failed; `value` (the newest) is written when the retry is due.
    case waitingToRetry(value: Value, failures: Int)
  }

  private var state = State.idle

  /// The longest wait between two attempts.
  static var longestBackoff: Duration { .seconds(5) }

  /// What to do after a save or a due retry.
  enum StartAction {
    /// Write `value` now.
    case write(Value)
    /// A write is running; the value waits for it.
    case none
    /// The database cannot be reached: answer the waiter with "not saved yet"; the value is
    /// kept for the coming retry.
    case answerPending(Waiter)
  }

  /// What to do when a write ends.
  struct EndAction {
    /// Waiters to answer with the write's result.
    var answer: [Waiter] = []
    /// The next value to write now, if any.
    var write: Value?
    /// When to try again, after a failure.
    var retryAfter: Duration?
    /// Whether a value that had failed to be written is now written: holders are told.
    var recovered = false
  }

  /// A shared value changed: `value` is to be saved, and `waiter` answered.
  mutating func save(_ value: Value, waiter: Waiter) -> StartAction {
    switch self.state {
    case .idle:
      self.state = .writing(waiters: [waiter], next: nil, nextWaiters: [], failures: 0)
      return .write(value)
    case .writing(let waiters, _, var nextWaiters, let failures):
      nextWaiters.append(waiter)
      self.state = .writing(
        waiters: waiters, next: value, nextWaiters: nextWaiters, failures: failures
      )
      return .none
    case .waitingToRetry(_, let failures):
      self.state = .waitingToRetry(value: value, failures: failures)
      return .answerPending(waiter)
    }
  }

  /// The write started last succeeded.
  mutating func writeSucceeded() -> EndAction {
    guard case .writing(let waiters, let next, let nextWaiters, let failures) = self.state else {
      return EndAction()
    }
    var action = EndAction(answer: waiters, recovered: failures > 0)
    if let next {
      self.state = .writing(waiters: nextWaiters, next: nil, nextWaiters: [], failures: 0)
      action.write = next
    } else {
      self.state = .idle
    }
    return action
  }

  /// The write started last, of `value`, failed.
  mutating func writeFailed(_ value: Value) -> EndAction {
    guard case .writing(let waiters, let next, let nextWaiters, let failures) = self.state else {
      return EndAction()
    }
    self.state = .waitingToRetry(value: next ?? value, failures: failures + 1)
    return EndAction(
      answer: waiters + nextWaiters, retryAfter: Self.backoff(afterFailures: failures + 1)
    )
  }

  /// The retry is due: write the newest value.
  mutating func retryDue() -> StartAction {
    guard case .waitingToRetry(let value, let failures) = self.state else { return .none }
    self.state = .writing(waiters: [], next: nil, nextWaiters: [], failures: failures)
    return .write(value)
  }

  /// Whether a value is saved but not written yet.
  var hasUnwrittenValue: Bool {
    switch self.state {
    case .idle: return false
    case .writing, .waitingToRetry: return true
    }
  }

  /// 100 ms after the first failure, doubling up to ``longestBackoff``.
  static func backoff(afterFailures failures: Int) -> Duration {
    let milliseconds = 100 * (1 << min(max(failures - 1, 0), 16))
    return min(.milliseconds(milliseconds), longestBackoff)
  }
}

extension SaveStateMachine.StartAction: Sendable where Value: Sendable, Waiter: Sendable {}
extension SaveStateMachine.EndAction: Sendable where Value: Sendable, Waiter: Sendable {}

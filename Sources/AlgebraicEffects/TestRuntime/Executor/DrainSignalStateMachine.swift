/// The decisions of the signal that wakes a main-actor executor's drainer, with no concurrency
/// in it: a wake that comes while the drainer runs is kept for its next wait, several wakes
/// before a wait are one, and once the signal has ended a wait returns at once.
///
/// Generic over the waiting continuation so that its tests need no tasks.
struct DrainSignalStateMachine<Waiter> {
  /// What the caller of ``wait(_:)`` must do after unlocking.
  enum WaitAction {
    /// Suspend: the waiter is kept until a wake or the end.
    case suspend
    /// Resume the waiter at once: `true` to drain (a wake came while nobody waited), `false`
    /// to stop (the signal has ended).
    case resume(Waiter, drain: Bool)
  }

  /// What the caller of ``wake()`` must do after unlocking.
  enum WakeAction {
    /// Nothing: the wake is kept for the next wait, or one is already kept.
    case none
    /// Start the drainer: this is the first wake, and its first wait returns at once.
    case start
    /// Resume the waiting drainer so that it drains.
    case resume(Waiter)
    /// The drainer has ended: drain some other way.
    case ended
  }

  private enum State {
    /// No wake has come yet, so no drainer was started.
    case notStarted
    /// The drainer runs, or has not waited yet, and no wake is kept.
    case running
    /// The drainer waits for a wake.
    case waiting(Waiter)
    /// A wake came while the drainer ran; its next wait returns at once.
    case woken
    /// The drainer ends, or has.
    case ended
  }

  private var state = State.notStarted

  /// The executor starts its drainer ahead of the first wake: whether it must (it has not
  /// started one yet, and has not ended).
  mutating func start() -> Bool {
    guard case .notStarted = state else { return false }
    state = .running
    return true
  }

  /// The drainer waits for a wake.
  mutating func wait(_ waiter: Waiter) -> WaitAction {
    switch state {
    case .running:
      state = .waiting(waiter)
      return .suspend
    case .woken:
      state = .running
      return .resume(waiter, drain: true)
    case .ended:
      return .resume(waiter, drain: false)
    case .waiting, .notStarted:
      preconditionFailure("A drain signal has one drainer, started by the first wake.")
    }
  }

  /// Work came: the drainer must drain.
  mutating func wake() -> WakeAction {
    switch state {
    case .notStarted:
      state = .woken
      return .start
    case .running:
      state = .woken
      return .none
    case .woken:
      return .none
    case .waiting(let waiter):
      state = .running
      return .resume(waiter)
    case .ended:
      return .ended
    }
  }

  /// The executor is done with its drainer: returns the waiter to resume with `false`, if one
  /// waits.
  mutating func end() -> Waiter? {
    defer { state = .ended }
    if case .waiting(let waiter) = state { return waiter }
    return nil
  }
}

/// The decisions of a task that a test handler ignores (``TaskHandling/ignore``): it waits, and
/// runs only if something asks for its value before the test ends.
///
/// Asking is seen as a priority escalation: awaiting a task's `value` from a task of higher
/// priority raises the awaited task's priority, and the ignored task is created at the lowest.
/// Pure, so that every order of the three events can be tested without threads.
struct IgnoredTaskStateMachine<Waiter> {
  private enum State {
    /// Created; its body has not started waiting yet, and nothing has happened.
    case created
    /// Its body waits for a decision.
    case waiting(Waiter)
    /// Something asked for the value before the body started waiting.
    case demanded
    /// The test ended before the body started waiting.
    case ended
    /// The decision is made and delivered.
    case decided
  }

  /// What the body does once it asks whether to run.
  enum WaitAction {
    /// Keep the waiter: an event will resume it.
    case suspend
    /// Run the operation now.
    case run
    /// Never run: the test has ended.
    case abandon
  }

  /// What the caller does after an event.
  enum EventAction {
    case none
    /// Resume the waiting body: `true` to run the operation, `false` to abandon it.
    case resume(Waiter, run: Bool)
  }

  private var state = State.created

  /// The body asks whether to run.
  mutating func wait(_ waiter: Waiter) -> WaitAction {
    switch state {
    case .created:
      state = .waiting(waiter)
      return .suspend
    case .demanded:
      state = .decided
      return .run
    case .ended:
      state = .decided
      return .abandon
    case .waiting, .decided:
      preconditionFailure("an ignored task's body waits once")
    }
  }

  /// Something awaits the task's value.
  mutating func demand() -> EventAction {
    switch state {
    case .created:
      state = .demanded
      return .none
    case .waiting(let waiter):
      state = .decided
      return .resume(waiter, run: true)
    case .demanded, .ended, .decided:
      return .none
    }
  }

  /// The test has ended: nothing will ask any more.
  mutating func end() -> EventAction {
    switch state {
    case .created:
      state = .ended
      return .none
    case .waiting(let waiter):
      state = .decided
      return .resume(waiter, run: false)
    case .demanded, .ended, .decided:
      return .none
    }
  }
}

extension IgnoredTaskStateMachine.EventAction: Equatable where Waiter: Equatable {}

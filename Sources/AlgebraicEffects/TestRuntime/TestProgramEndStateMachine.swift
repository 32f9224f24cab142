/// How a `withTestHandler`'s program ended, and the one watcher waiting for it, with no
/// concurrency in it.
///
/// The test block runs beside a watcher of the program: an error the program throws must end
/// the test at once. The watcher waits here until the program ends, or until its wait is
/// cancelled (the test block ended first). Generic over the watcher's continuation, so that
/// its tests need no tasks.
struct TestProgramEndStateMachine<Waiter> {
  /// What a watcher's registration tells the caller.
  enum AwaitAction {
    /// Resume the watcher at once with how the program ended (`nil`: it returned, or the wait
    /// was cancelled).
    case resume((any Error)?)
    /// The watcher waits: an event resumes it.
    case suspend
  }

  /// What an event tells the caller.
  enum EventAction {
    case none
    /// Resume the watcher with how the program ended.
    case resume(Waiter, (any Error)?)
  }

  private enum Phase {
    /// The program runs, and nobody waits for its end.
    case running
    /// The program runs, and the watcher waits for its end.
    case awaited(Waiter)
    /// The program runs, and the watcher stopped waiting.
    case waitCancelled
    /// The program ended, by returning (`nil`) or by throwing.
    case ended((any Error)?)
  }

  private var phase = Phase.running

  /// The error the program threw, if it ended by throwing.
  var failure: (any Error)? {
    guard case .ended(let error) = phase else { return nil }
    return error
  }

  /// The program ended, by returning (`error` is `nil`) or by throwing `error`.
  mutating func programEnded(throwing error: (any Error)?) -> EventAction {
    defer { phase = .ended(error) }
    guard case .awaited(let waiter) = phase else { return .none }
    return .resume(waiter, error)
  }

  /// The watcher waits for the program's end.
  mutating func awaitEnd(_ waiter: Waiter) -> AwaitAction {
    switch phase {
    case .ended(let error):
      return .resume(error)
    case .waitCancelled:
      return .resume(nil)
    case .running, .awaited:
      phase = .awaited(waiter)
      return .suspend
    }
  }

  /// The watcher's wait was cancelled: it ends as if the program had returned.
  mutating func cancelWait() -> EventAction {
    switch phase {
    case .awaited(let waiter):
      phase = .waitCancelled
      return .resume(waiter, nil)
    case .running:
      phase = .waitCancelled
      return .none
    case .waitCancelled, .ended:
      return .none
    }
  }
}

import Synchronization

/// An operation racing its deadline: whichever ends first answers the waiting caller, and
/// cancels the other.
final class DeadlineRace<Result: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result, any Error>?
    var work: Task<Void, Never>?
    var timer: Task<Void, Never>?
  }

  private let state: Mutex<State>

  init(_ continuation: CheckedContinuation<Result, any Error>) {
    self.state = Mutex(State(continuation: continuation))
  }

  /// Keeps the two tasks, to cancel the loser; either may already have finished.
  func start(work: Task<Void, Never>, timer: Task<Void, Never>) {
    let finished = self.state.withLock { state in
      state.work = work
      state.timer = timer
      return state.continuation == nil
    }
    if finished {
      work.cancel()
      timer.cancel()
    }
  }

  /// Answers the caller with `result` if nothing answered it yet, and cancels both tasks.
  func finish(_ result: Swift.Result<Result, any Error>) {
    let (continuation, work, timer) = self.state.withLock { state in
      (state.continuation.take(), state.work, state.timer)
    }
    guard let continuation else { return }
    continuation.resume(with: result)
    work?.cancel()
    timer?.cancel()
  }
}

import ComposableEffects
import Observation
import Synchronization

/// Suspends until an observer of what `read` reads is told that it changes, as a view showing
/// that state would be: how the subcommands watch their store, woken by observation.
///
/// ```swift
/// while await observeChange(of: { _ = store.circleColor }) {
///   note("the dot is now \(store.circleColor)")
/// }
/// ```
///
/// - Parameters:
///   - read: Reads the state to watch, on the main actor.
///   - timeout: How long to wait on `clock` before giving up; `nil` waits for good.
///   - clock: The clock `timeout` is measured on.
/// - Returns: `true` once the change is made, `false` when `timeout` passed or the task was
///   cancelled first.
@MainActor
func observeChange<C: Clock>(
  of read: () -> Void,
  timeout: C.Duration? = nil,
  clock: C = ContinuousClock()
) async -> Bool {
  let waiter = ChangeWaiter()
  // Observers are told before the change is made; the waiting task resumes on the main actor
  // after the send that made it has returned, and reads the new state.
  withObservationTracking(read) { waiter.resume(returning: true) }
  let timer = timeout.map { timeout in
    Task {
      try? await clock.sleep(for: timeout)
      waiter.resume(returning: false)
    }
  }
  defer { timer?.cancel() }
  return await withTaskCancellationHandler {
    await withCheckedContinuation { waiter.install($0) }
  } onCancel: {
    waiter.resume(returning: false)
  }
}

/// One wait of ``observeChange(of:timeout:clock:)``: the first of the change, the timeout and
/// the cancellation resumes it, whichever order they and the waiting task arrive in.
private final class ChangeWaiter: Sendable {
  private enum State {
    case idle
    case waiting(CheckedContinuation<Bool, Never>)
    case resumed(Bool)
  }

  private let state = Mutex(State.idle)

  func install(_ continuation: CheckedContinuation<Bool, Never>) {
    let early: Bool? = self.state.withLock { state in
      switch state {
      case .idle:
        state = .waiting(continuation)
        return nil
      case .resumed(let changed):
        return changed
      case .waiting:
        preconditionFailure("A change waiter is waited on once.")
      }
    }
    if let early { continuation.resume(returning: early) }
  }

  func resume(returning changed: Bool) {
    let continuation: CheckedContinuation<Bool, Never>? = self.state.withLock { state in
      switch state {
      case .idle:
        state = .resumed(changed)
        return nil
      case .waiting(let continuation):
        state = .resumed(changed)
        return continuation
      case .resumed:
        return nil
      }
    }
    continuation?.resume(returning: changed)
  }
}

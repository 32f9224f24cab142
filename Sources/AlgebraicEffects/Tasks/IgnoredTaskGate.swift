/// Where a task that a test handler ignores waits to learn whether it runs: until something
/// awaits its value (it runs) or the test ends (it never does). See ``IgnoredTaskStateMachine``.
final class IgnoredTaskGate: Sendable {
  private let machine = Locked(IgnoredTaskStateMachine<UnsafeContinuation<Bool, Never>>())

  /// Waits for the decision: `true` when something awaits the task's value, `false` when the
  /// test ends first. Must be called from the ignored task, created at the lowest priority, so
  /// that an awaiter of its value escalates it.
  func awaitDemand() async -> Bool {
    await withTaskPriorityEscalationHandler {
      // An awaiter that came before the handler was installed (the task had not started
      // yet) left only its raised priority.
      if Task.currentPriority > .background { resume(machine.withLock { $0.demand() }) }
      return await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.wait(continuation) }) {
        case .suspend: break
        case .run: continuation.resume(returning: true)
        case .abandon: continuation.resume(returning: false)
        }
      }
    } onPriorityEscalated: { [self] _, _ in
      resume(machine.withLock { $0.demand() })
    }
  }

  /// The test has ended.
  func end() {
    resume(machine.withLock { $0.end() })
  }

  private func resume(_ action: IgnoredTaskStateMachine<UnsafeContinuation<Bool, Never>>.EventAction) {
    switch action {
    case .none: break
    case .resume(let waiter, let run): waiter.resume(returning: run)
    }
  }
}

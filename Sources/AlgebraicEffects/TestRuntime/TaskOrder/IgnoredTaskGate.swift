/// Where a task that a test handler ignores waits to learn whether it runs: until something
/// awaits its value (it runs) or the test ends (it never does). See ``IgnoredTaskStateMachine``.
final class IgnoredTaskGate: Sendable {
  private let machine = Locked(IgnoredTaskStateMachine<UnsafeContinuation<Bool, Never>>())

  /// Waits for the decision: `true` when something awaits the task's value, `false` when the
  /// test ends first. Must be called from the ignored task, created at
  /// ``AwaitedTaskSignal/priority``, so that an awaiter of its value is seen.
  func awaitDemand() async -> Bool {
    await AwaitedTaskSignal.whileWaiting {
      await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.wait(continuation) }) {
        case .suspend: break
        case .run: continuation.resume(returning: true)
        case .abandon: continuation.resume(returning: false)
        }
      }
    } onAwaited: { [self] in
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

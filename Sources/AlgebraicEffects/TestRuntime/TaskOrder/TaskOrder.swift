/// Holds back the tasks that ``TaskHandling/automaticallyEnqueue`` queues until every task ahead
/// of them has finished, or something awaits their value. See ``TaskOrderStateMachine``.
final class TaskOrder: Sendable {
  private let machine = Locked(TaskOrderStateMachine<UnsafeContinuation<Bool, Never>>())

  /// A task joins the end of the queue; call it before the task may start.
  func enqueue(_ task: Int) {
    machine.withLock { $0.enqueue(task) }
  }

  /// Waits until `task` may run its operation: `true` when its turn comes or something awaits
  /// its value, `false` when the test ends first. Must be called from the task itself, created
  /// at ``AwaitedTaskSignal/priority``, so that an awaiter of its value is seen.
  func awaitTurn(_ task: Int) async -> Bool {
    let runs = await AwaitedTaskSignal.whileWaiting {
      await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.wait(task, continuation) }) {
        case .suspend: break
        case .run: continuation.resume(returning: true)
        case .abandon: continuation.resume(returning: false)
        }
      }
    } onAwaited: { [self] in
      resumeAll(machine.withLock { $0.demand(task) })
    }
    if runs { resumeAll(machine.withLock { $0.begin(task) }) }
    return runs
  }

  /// A task of the queue finished.
  func finish(_ task: Int) {
    resumeAll(machine.withLock { $0.finish(task) })
  }

  /// The test has ended.
  func end() {
    resumeAll(machine.withLock { $0.end() })
  }

  private func resumeAll(_ resumes: [TaskOrderStateMachine<UnsafeContinuation<Bool, Never>>.Resume]) {
    for resume in resumes { resume.waiter.resume(returning: resume.run) }
  }
}

/// How a task under a test handler learns that something awaits its value: the one place where
/// this package gives task priority escalation a meaning.
///
/// A test handler holds some tasks back (``TaskHandling/ignore``, and under
/// ``TaskHandling/automaticallyEnqueue`` a task whose turn has not come) until the program
/// needs them, and the program needs a task when it awaits its `value`. Swift reports no such
/// event: `Task.value` calls no code of ours, a task cannot list its awaiters, and a wrapper
/// around `Task` would not be the `Task` that `Task.effect` must return. What awaiting does do
/// is lend the awaiter's priority to the awaited task. So a held-back task is created at the
/// lowest priority (``priority``), and an escalation of it, reported by
/// `withTaskPriorityEscalationHandler`, is read as "something awaits this task".
///
/// The reading has one known gap: an awaiter that itself runs at the lowest priority lends
/// nothing, so it is not seen. A program under test runs at the test's priority, which is
/// never the lowest unless the test asks for it.
enum AwaitedTaskSignal {
  /// The priority to create a task at for ``whileWaiting(_:onAwaited:)`` to see its awaiters.
  static let priority = TaskPriority.background

  /// Runs `operation` in the current task, which must have been created at ``priority``;
  /// `onAwaited` is called when something awaits the task's value meanwhile, including an
  /// awaiter that came before this call (it left only the task's raised priority). It may be
  /// called more than once: each escalation calls it.
  static func whileWaiting<Result>(
    _ operation: () async -> Result,
    onAwaited: @escaping @Sendable () -> Void
  ) async -> Result {
    await withTaskPriorityEscalationHandler {
      if Task.currentPriority > priority { onAwaited() }
      return await operation()
    } onPriorityEscalated: { _, _ in
      onAwaited()
    }
  }
}

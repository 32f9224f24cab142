import AlgebraicEffects

extension TestExecutor: EffectExecutor {
  /// Cancels a test store's task. A job that a task's cancellation handlers wake on this
  /// executor must run after they have returned, never inside them (they run under the task's
  /// own lock), so each cancellation holds back the executor's inline drains while it runs.
  func cancel<Cancelled: TaskCancelling>(_ task: Cancelled) {
    TestExecutor.holdingBackInlineDrains { task.cancel() }
  }
}

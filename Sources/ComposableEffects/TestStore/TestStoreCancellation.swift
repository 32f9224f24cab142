import AlgebraicEffects

extension TaskCancellation {
  /// A test store's: a job that a task's cancellation handlers wake on the test store's
  /// executor runs after they have returned, never inside them (they run under the task's own
  /// lock), so each cancellation holds back the executor's inline drains while it runs.
  static let testStore = TaskCancellation(around: { cancel in
    TestExecutor.holdingBackInlineDrains(cancel)
  })
}

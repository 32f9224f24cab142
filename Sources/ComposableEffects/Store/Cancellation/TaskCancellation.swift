/// An executor that a store's effects can run on, and that decides how its tasks are cancelled.
///
/// A store given one (``RootCore/init(initialState:reducer:dependencies:effectExecutor:)``)
/// starts its effects' tasks with a preference for it, and cancels them through it: by
/// identifier, through a ``StoreTask``, or as the store is released. A test store gives its
/// serial executor, which cannot run jobs inside a task's cancellation handlers (see
/// `TestStore/TestStoreCancellation.swift`); a live store gives none, and cancels at once.
@usableFromInline
protocol EffectExecutor: TaskExecutor {
  /// Cancels `task`, one of the tasks that prefer this executor.
  func cancel<Cancelled: TaskCancelling>(_ task: Cancelled)
}

/// How a store cancels its effects' tasks: at once, or through the executor they run on.
struct TaskCancellation: Sendable {
  /// The executor of the tasks, `nil` for the cooperative pool.
  let executor: (any EffectExecutor)?

  /// Cancels at once: the cooperative pool's tasks.
  static let live = TaskCancellation(executor: nil)

  func cancel(_ task: some TaskCancelling) {
    guard let executor = self.executor else {
      task.cancel()
      return
    }
    executor.cancel(task)
  }
}

/// The tasks of the effects one external send started, and of every effect that the actions
/// those effects sent started in turn: what ``StoreTask`` waits for and cancels.
///
/// An effect's context holds its send's tasks weakly and adds the tasks that its own actions
/// start, so that cancelling a `.task` action's ``StoreTask`` also ends the effects of the
/// actions its long-living effect sent, as in TCA. Nothing holds them but the ``StoreTask``s:
/// once every one is gone, nobody can cancel or await the group, and it is freed.
///
/// Tasks are added on the main actor and read from anywhere (``StoreTask/cancel()`` is
/// nonisolated), hence the lock.
@usableFromInline
final class SendTasks: Sendable {
  private let tasks = Locked<[Task<Void, Never>]>([])
  private let cancellation: TaskCancellation

  init(cancellation: TaskCancellation) {
    self.cancellation = cancellation
  }

  func append(_ task: Task<Void, Never>) {
    self.tasks.withLock { $0.append(task) }
  }

  /// The task at `index`, or `nil` when fewer have started.
  func task(at index: Int) -> Task<Void, Never>? {
    self.tasks.withLock { index < $0.count ? $0[index] : nil }
  }

  var all: [Task<Void, Never>] {
    self.tasks.withLock { $0 }
  }

  /// Cancels every task started so far, as the store that started them cancels.
  func cancelAll() {
    for task in self.all { self.cancellation.cancel(task) }
  }
}

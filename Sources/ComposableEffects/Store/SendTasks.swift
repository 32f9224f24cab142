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
  private struct Books {
    var tasks: [Task<Void, Never>] = []
    /// The test runtime's tokens for the same effects, under a test store.
    var tokens: Set<UInt64> = []
  }

  private let books = Locked(Books())
  private let cancellation: TaskCancellation

  init(cancellation: TaskCancellation) {
    self.cancellation = cancellation
  }

  func append(_ task: Task<Void, Never>, token: UInt64?) {
    self.books.withLock { books in
      books.tasks.append(task)
      if let token { books.tokens.insert(token) }
    }
  }

  /// The task at `index`, or `nil` when fewer have started.
  func task(at index: Int) -> Task<Void, Never>? {
    self.books.withLock { index < $0.tasks.count ? $0.tasks[index] : nil }
  }

  var all: [Task<Void, Never>] {
    self.books.withLock { $0.tasks }
  }

  /// Cancels every task started so far, as the store that started them cancels.
  func cancelAll() {
    for task in self.all { self.cancellation.cancel(task) }
  }

  var tokens: Set<UInt64> {
    self.books.withLock { $0.tokens }
  }
}

/// How a store cancels its effects' tasks: a live store cancels them at once, and a test store
/// wraps each cancellation in what its runtime needs (see `TaskCancellation.testStore`). Every
/// cancellation a store makes, by identifier, by ``StoreTask`` or as it is released, goes
/// through its registry's value, so that a live store's never reaches the test runtime.
struct TaskCancellation: Sendable {
  /// Runs a cancellation; `nil` runs it as it is.
  private let around: (@Sendable (() -> Void) -> Void)?

  init(around: (@Sendable (() -> Void) -> Void)?) {
    self.around = around
  }

  /// Cancels at once.
  static let live = TaskCancellation(around: nil)

  func cancel(_ task: some TaskCancelling) {
    guard let around = self.around else {
      task.cancel()
      return
    }
    around { task.cancel() }
  }
}

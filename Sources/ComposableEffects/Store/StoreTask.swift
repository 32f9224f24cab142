/// The effects started by one ``Store/send(_:)``: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// Awaiting the task of an action ties its effects' lifetime to the awaiting task: when that
/// task is cancelled, so are the effects. A view's `.task` modifier (or a CLI's main loop) uses
/// this to run a feature's long-living effect for exactly as long as it is on screen:
///
/// ```swift
/// await store.send(.task).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let tasks: [Task<Void, Never>]

  @usableFromInline
  init(_ tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Cancels the effects.
  public func cancel() {
    for task in self.tasks { task.cancel() }
  }

  /// Waits for the effects to finish. Cancelling the waiting task cancels them.
  public func finish() async {
    let tasks = self.tasks
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    self.tasks.allSatisfy(\.isCancelled)
  }
}

/// The effects started by one ``Store/send(_:)``: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// The effects include those started by the actions the send's effects send in turn, as in
/// TCA: cancelling the task of a `.task` action also ends the effects of the actions that its
/// long-living effect sent.
///
/// Awaiting the task of an action ties its effects' lifetime to the awaiting task: when that
/// task is cancelled, so are the effects. A view's `.task` modifier (or a CLI's main loop) uses
/// this to run a feature's long-living effect for exactly as long as it is on screen:
///
/// ```swift
/// await store.send(.task).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  /// `nil` when the send started no effect.
  @usableFromInline let group: SendTasks?

  @usableFromInline
  init(_ group: SendTasks?) {
    self.group = group
  }

  /// Cancels the effects.
  public func cancel() {
    self.group?.cancelAll()
  }

  /// Waits for the effects to finish, those started after this call by their actions too.
  /// Cancelling the waiting task cancels them.
  public func finish() async {
    guard let group = self.group else { return }
    await withTaskCancellationHandler {
      var index = 0
      while let task = group.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      group.cancelAll()
    }
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    (self.group?.all ?? []).allSatisfy(\.isCancelled)
  }

  /// Whether both are the effects of the same send (or both of sends that started none).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  /// Hashes the send the effects belong to.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.group.map(ObjectIdentifier.init))
  }
}

/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)`` started: wait for
/// them or cancel them.
///
/// ```swift
/// let task = await store.send(.task)
/// await store.receive(\.response) { … }
/// await task.cancel()   // the view went away
/// ```
public struct TestStoreTask: Sendable {
  let storeTask: StoreTask
  let runtime: TestHandlerCore
  /// The tokens the test runtime tracks the effects by.
  let effects: Set<UInt64>

  init(_ storeTask: StoreTask, runtime: TestHandlerCore, effects: Set<UInt64>) {
    self.storeTask = storeTask
    self.runtime = runtime
    self.effects = effects
  }

  /// Cancels the effects and waits for them to end (at most the test store's timeout).
  @MainActor
  public func cancel() async {
    self.storeTask.cancel()
    _ = await self.runtime.awaitEffectsFinished(self.effects, timeout: self.runtime.timeout)
  }

  /// Waits for the effects to finish; fails if they are still running after `timeout` (the
  /// test store's ``TestStore/timeout`` by default).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.runtime.timeout
    let step = await self.runtime.awaitEffectsFinished(self.effects, timeout: timeout)
    guard case .settled = step else {
      reportIssue(
        "Expected the effects of this action to finish within \(timeout), but they are still running.",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    self.storeTask.isCancelled
  }
}

/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started: wait for
/// them or cancel them.
///
/// ```swift
/// let task = await store.send(.task)
/// await store.receive(\.response) { … }
/// await task.cancel()   // the view went away
/// ```
public struct TestStoreTask: Sendable {
  let storeTask: StoreTask
  let timeout: Duration
  let isRunning: @Sendable () -> Bool

  init(_ storeTask: StoreTask, timeout: Duration, isRunning: @escaping @Sendable () -> Bool) {
    self.storeTask = storeTask
    self.timeout = timeout
    self.isRunning = isRunning
  }

  /// Cancels the effects and waits for them to end.
  @MainActor
  public func cancel() async {
    self.storeTask.cancel()
    let isRunning = self.isRunning
    _ = await waitUntil(timeout: self.timeout) { !isRunning() }
  }

  /// Waits for the effects to finish; fails if they are still running after `timeout`.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let isRunning = self.isRunning
    guard await waitUntil(timeout: timeout, { !isRunning() }) else {
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

/// The effects one ``TestStore/send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)`` started: wait for
/// them or cancel them.
///
/// ```swift
/// let task = await store.send(.task)
/// await store.receive(\.response) { … }
/// await task.cancel()   // the view went away
/// ```
///
/// The effects include those started by the actions that the action's effects sent, as in TCA.
public struct TestStoreTask: Sendable {
  let storeTask: StoreTask
  let runtime: TestHandlerCore

  init(_ storeTask: StoreTask, runtime: TestHandlerCore) {
    self.storeTask = storeTask
    self.runtime = runtime
  }

  /// The tokens the test runtime tracks the effects by, those of the effects started since by
  /// the actions they sent included.
  var effects: Set<UInt64> {
    self.storeTask.group?.tokens ?? []
  }

  /// Cancels the effects and waits for them to end (at most the test store's timeout).
  @MainActor
  public func cancel() async {
    self.storeTask.cancel()
    _ = await self.awaitEffectsFinished(timeout: self.runtime.timeout)
  }

  /// Waits for the effects to end, and for those they start meanwhile (with the actions they
  /// send) to end too.
  @MainActor
  private func awaitEffectsFinished(timeout: Duration) async -> TestHandlerCore.Step {
    var waited: Set<UInt64> = []
    while true {
      let effects = self.effects
      guard effects != waited else { return .settled }
      waited = effects
      let step = await self.runtime.awaitEffectsFinished(effects, timeout: timeout)
      guard case .settled = step else { return step }
    }
  }

  /// Waits for the effects to finish; fails if they are still running after `timeout` (the
  /// test store's ``TestStore/timeout`` by default).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.runtime.timeout
    let step = await self.awaitEffectsFinished(timeout: timeout)
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

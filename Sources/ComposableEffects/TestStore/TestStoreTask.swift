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
  /// The number of the test step whose effects these are.
  let step: Int
  let runtime: TestHandlerRuntime
  let history: any EffectsInFlightHistory

  init(
    _ storeTask: StoreTask,
    step: Int,
    runtime: TestHandlerRuntime,
    history: any EffectsInFlightHistory
  ) {
    self.storeTask = storeTask
    self.step = step
    self.runtime = runtime
    self.history = history
  }

  /// The tokens the test store tracks the effects still running by, those of the effects
  /// started since by the actions they sent included.
  var effects: Set<UInt64> {
    self.history.effectsInFlight(ofStep: self.step)
  }

  /// Cancels the effects and waits for them to end (at most the test store's timeout).
  @MainActor
  public func cancel() async {
    self.storeTask.cancel()
    _ = await self.awaitEffectsFinished(timeout: self.runtime.timeout)
  }

  /// Waits for the effects to end, and for those they start meanwhile (with the actions they
  /// send) to end too, all within `timeout`: effects started during the wait do not extend it.
  @MainActor
  private func awaitEffectsFinished(timeout: Duration) async -> TestStoreWait {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var waited: Set<UInt64> = []
    while true {
      self.runtime.runQueuedJobs()
      let effects = self.effects
      guard effects != waited else { return .satisfied }
      waited = effects
      let outcome = await self.history.awaitEffectsFinished(effects, until: deadline)
      guard case .satisfied = outcome else { return outcome }
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
    let outcome = await self.awaitEffectsFinished(timeout: timeout)
    guard case .satisfied = outcome else {
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

/// A test store's history as a ``TestStoreTask`` waits on it, without the store's types.
protocol EffectsInFlightHistory: Sendable {
  /// The tokens of test step `step`'s effects still running.
  func effectsInFlight(ofStep step: Int) -> Set<UInt64>

  /// Waits until the effects `tokens` (every effect, for `nil`) have finished, or `deadline`
  /// passes.
  nonisolated(nonsending)
  func awaitEffectsFinished(
    _ tokens: Set<UInt64>?, until deadline: ContinuousClock.Instant
  ) async -> TestStoreWait
}

extension TestStoreHistory: EffectsInFlightHistory {}

extension TestStore {
  /// Waits for every running effect to finish, then checks that every action they sent was
  /// received.
  ///
  /// Fails, naming the action that started each, if effects are still running after `timeout`
  /// (``TestStore/timeout``, one second, by default).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = self.location(fileID, filePath, line, column)
    let timeout = timeout ?? self.timeout
    let history = self.history
    self.fallThroughPendingEffects(at: location)
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let outcome = await self.waitLettingEffectsFallThrough(at: location) {
      self.handlerRuntime.runQueuedJobs()
      return await history.awaitEffectsFinished(nil, until: deadline)
    }
    if case .busy = outcome {
      reportIssue(TestStoreMessage.concurrentSteps("the effects to finish"), at: location)
    } else if case .timedOut = outcome {
      reportIssue(
        TestStoreMessage.effectsStillRunning(
          when: "Expected effects to finish within \(timeout)",
          history.inFlight.map {
            TestStoreMessage.describe(effectOf: $0.action, at: $0.location)
          }
        ),
        at: location
      )
    }
    self.checkReceivedActions(before: "The test store finished", at: location)
  }

  /// Stops tracking the effects still running, without cancelling them, so that an exhaustive
  /// test can end while they run.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip is a failure.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = self.location(fileID, filePath, line, column)
    self.fallThroughPendingEffects(at: location)
    await self.handlerRuntime.settleOnMainActor()
    let skipped = self.history.forgetInFlight()
    if skipped.isEmpty {
      if strict { reportIssue(TestStoreMessage.nothingToSkip(.inFlightEffects), at: location) }
      return
    }
    if case .off(showSkippedAssertions: true) = self.exhaustivity {
      reportSkipped(
        TestStoreMessage.effectsStillRunning(
          when: "Skipped tracking effects",
          skipped.map { TestStoreMessage.describe(effectOf: $0.action, at: $0.location) }
        ),
        at: location
      )
    }
  }

  /// The end-of-test checks, run when the store is released: unreceived actions and running
  /// effects fail an exhaustive test.
  nonisolated func reportUnfinishedWork(when: String) {
    guard self.history.exhaustivity == .on else { return }
    let received = self.history.received
    if !received.isEmpty {
      reportIssue(
        TestStoreMessage.unreceivedActions(received.map(\.action), when: when),
        at: self.history.location
      )
    }
    for effect in self.history.forgetInFlight() {
      reportIssue(
        TestStoreMessage.effectsStillRunning(
          when: when,
          [TestStoreMessage.describe(effectOf: effect.action, at: effect.location)]
        ),
        at: effect.location
      )
    }
  }
}

extension TestStore {
  /// Sends an action and asserts how it changed the state.
  ///
  /// The closure receives the state as it was before the action; mutate it into the state you
  /// expect after:
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Omit the closure when the action changes nothing. In an exhaustive test, actions received
  /// from effects must have been asserted before the next `send`.
  ///
  /// - Returns: The effects the action started, to ``TestStoreTask/finish(timeout:fileID:filePath:line:column:)``
  ///   or ``TestStoreTask/cancel()``.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = self.location(fileID, filePath, line, column)
    self.checkReceivedActions(before: "Sending \(String(customDumping: action))", at: location)
    self.recorder.location = location
    let previous = self.core.state
    let tokensBefore = self.recorder.inFlightTokens
    self.recorder.stateAfterSend = nil
    // Effects started now inherit the test handler's scope, around whatever handlers are
    // installed around this call, unless the test is not exhaustive.
    let storeTask =
      self.exhaustivity == .on
      ? HandlerScope.binding(TestHandlerFrame(core: self.handlerCore, outer: HandlerScope.current)) {
        self.core.send(.send(action), origin: .external)
      }
      : self.core.send(.send(action), origin: .external)
    let actual = self.recorder.stateAfterSend ?? self.core.state
    self.expectState(
      previous: previous,
      actual: actual,
      update: updateStateToExpectedResult,
      step: TestStoreMessage.describe(step: action, sent: true),
      at: location
    )
    self.lastState = actual
    // Let the effects the action started begin running, one at a time, before the next step.
    await self.settleEffects()
    let tokens = self.recorder.inFlightTokens.subtracting(tokensBefore)
    return TestStoreTask(
      storeTask,
      timeout: self.timeout,
      isRunning: self.recorder.isAnyRunning(of: tokens)
    )
  }

  func checkReceivedActions(before step: @autoclosure () -> String, at location: TestSourceLocation) {
    let received = self.recorder.received
    guard !received.isEmpty else { return }
    switch self.exhaustivity {
    case .on:
      reportIssue(
        TestStoreMessage.unreceivedActions(received.map(\.action), when: step()),
        at: location
      )
    case .off(let showSkippedAssertions):
      let skipped = self.recorder.removeAllReceived()
      if let last = skipped.last { self.lastState = last.state }
      if showSkippedAssertions {
        reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: location)
      }
    }
  }

  func expectState(
    previous: State,
    actual: State,
    update: ((inout State) throws -> Void)?,
    step: @autoclosure () -> String,
    at location: TestSourceLocation
  ) {
    var expected = previous
    var partial = actual
    do {
      try update?(&expected)
      try update?(&partial)
    } catch {
      reportIssue("Threw error asserting state after \(step()): \(error)", at: location)
      return
    }
    switch self.exhaustivity {
    case .on:
      if expected != actual {
        reportIssue(
          update == nil
            ? TestStoreMessage.unassertedChange(step: step(), previous: previous, actual: actual)
            : TestStoreMessage.stateMismatch(step: step(), expected: expected, actual: actual),
          at: location
        )
      } else if update != nil, expected == previous {
        reportIssue(TestStoreMessage.noChange(step: step()), at: location)
      }
    case .off(let showSkippedAssertions):
      if partial != actual {
        reportIssue(
          TestStoreMessage.stateMismatch(step: step(), expected: partial, actual: actual),
          at: location
        )
      } else if showSkippedAssertions, expected != actual {
        reportSkipped(
          TestStoreMessage.skippedChange(step: step(), expected: expected, actual: actual),
          at: location
        )
      }
    }
  }
}

extension TestStore {
  /// Receives the next action an effect sent, asserting it is `expectedAction` and how it
  /// changed the state.
  ///
  /// ```swift
  /// await store.send(.factButtonTapped)
  /// await store.receive(.factResponse(.success("1 is a good number."))) {
  ///   $0.fact = "1 is a good number."
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (``TestStore/timeout``, one second, by default) for the action.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receive(
      expected: String(customDumping: expectedAction),
      matching: { $0 == expectedAction },
      mismatch: { TestStoreMessage.unexpectedAction(diff: TestStoreMessage.diffText(expectedAction, $0)) },
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: self.location(fileID, filePath, line, column)
    )
  }

  /// Receives the next action an effect sent, asserting it is of the case `actionCase`:
  ///
  /// ```swift
  /// await store.receive(\.factResponse.success) {
  ///   $0.fact = "1 is a good number."
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let expected = "an action matching \(CaseKeyPathName.describe(actionCase))"
    await self.receive(
      expected: expected,
      matching: { $0[case: actionCase] != nil },
      mismatch: { TestStoreMessage.unexpectedAction(expected: expected, received: $0) },
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: self.location(fileID, filePath, line, column)
    )
  }

  /// Receives the next action an effect sent, asserting it is of the case `actionCase` with
  /// the associated `value`:
  ///
  /// ```swift
  /// await store.receive(\.speech, .success("Hello"))
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let expected = "\(CaseKeyPathName.describe(actionCase))(\(String(customDumping: value)))"
    await self.receive(
      expected: expected,
      matching: { $0[case: actionCase] == value },
      mismatch: { TestStoreMessage.unexpectedAction(expected: expected, received: $0) },
      timeout: timeout,
      update: updateStateToExpectedResult,
      at: self.location(fileID, filePath, line, column)
    )
  }

  /// Receives the next action an effect sent, asserting `isMatching` accepts it.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let expected = "an action matching the predicate"
    // The wait holds the predicate only until it returns.
    await withoutActuallyEscaping(isMatching) { isMatching in
      await self.receive(
        expected: expected,
        matching: isMatching,
        mismatch: { TestStoreMessage.unexpectedAction(expected: expected, received: $0) },
        timeout: timeout,
        update: updateStateToExpectedResult,
        at: self.location(fileID, filePath, line, column)
      )
    }
  }

  private func receive(
    expected: @autoclosure () -> String,
    matching: @escaping (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    at location: TestSourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let history = self.history
    let exhaustive = self.exhaustivity == .on
    self.fallThroughPendingEffects(at: location)
    let outcome = await self.waitLettingEffectsFallThrough(at: location) {
      () async -> ReceiveOutcome in
      // The effects run as far as they go first: the timeout counts from the end of that,
      // since it is the test's own work, not the wait.
      self.handlerRuntime.runQueuedJobs()
      // An effect that waits for the test's answer holds up its `.run` until the test answers
      // it, which it cannot do while it waits here: that is the failure, known at once.
      if exhaustive, !history.received.contains(where: { matching($0.action) }) {
        let unanswered = self.unansweredEffects
        if !unanswered.isEmpty { return .effectsAwaitTest(unanswered) }
      }
      // Woken by the action's arrival, or by the deadline: no polling.
      let deadline = ContinuousClock.now.advanced(by: timeout)
      return .waited(
        await history.awaitReceived(until: deadline) { action in
          exhaustive || matching(action)
        }
      )
    }
    switch outcome {
    case .waited(.satisfied):
      break
    case .waited(.busy):
      reportIssue(TestStoreMessage.concurrentSteps(expected()), at: location)
      return
    case .effectsAwaitTest(let unanswered):
      reportIssue(
        TestStoreMessage.unansweredWhileReceiving(
          expected: expected(), unanswered: unanswered.map(\.description)
        ),
        at: location
      )
      return
    case .waited(.nothingRunning), .waited(.timedOut):
      reportIssue(
        TestStoreMessage.nothingReceived(
          expected: expected(),
          timeout: timeout,
          inFlight: history.inFlight.map {
            TestStoreMessage.describe(effectOf: $0.action, at: $0.location)
          },
          unanswered: exhaustive ? self.unansweredEffects.map(\.description) : []
        ),
        at: location
      )
      return
    }
    let received: TestStoreHistory<State, Action>.Received
    if exhaustive {
      received = history.removeReceived(through: 0)[0]
      guard matching(received.action) else {
        reportIssue(mismatch(received.action), at: location)
        self.lastState = received.state
        return
      }
    } else {
      let index = history.received.firstIndex { matching($0.action) }!
      var removed = history.removeReceived(through: index)
      received = removed.removeLast()
      if case .off(showSkippedAssertions: true) = self.exhaustivity, !removed.isEmpty {
        reportSkipped(TestStoreMessage.skippedActions(removed.map(\.action)), at: location)
      }
      if let last = removed.last { self.lastState = last.state }
    }
    history.location = location
    self.expectState(
      previous: self.lastState,
      actual: received.state,
      update: update,
      step: TestStoreMessage.describe(step: received.action, sent: false),
      at: location
    )
    self.lastState = received.state
    // Let the effect that sent the action go on (often, to finish) before the next step.
    await self.handlerRuntime.settleOnMainActor()
  }

  /// The algebraic effects the store's effects performed that wait for the test's answer (a
  /// `Task.effect` creation is the test's to schedule, not to answer, so it is left out).
  private var unansweredEffects: [PerformedEffect] {
    self.handlerRuntime.pendingEffects.filter { $0.taskName == nil }
  }

  /// Drops the actions effects have sent and the test has not received, so that an
  /// exhaustive test can go on without asserting them.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip is a failure.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = self.location(fileID, filePath, line, column)
    self.fallThroughPendingEffects(at: location)
    await self.handlerRuntime.settleOnMainActor()
    let skipped = self.history.removeAllReceived()
    guard let last = skipped.last else {
      if strict { reportIssue(TestStoreMessage.nothingToSkip(.receivedActions), at: location) }
      return
    }
    self.lastState = last.state
    if case .off(showSkippedAssertions: true) = self.exhaustivity {
      reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: location)
    }
  }
}

/// How a `receive` step's wait ended.
private enum ReceiveOutcome {
  /// The history's wait ended.
  case waited(TestStoreWait)
  /// Before waiting: algebraic effects wait for the test's answer, so their effects cannot send
  /// the action.
  case effectsAwaitTest([PerformedEffect])
}

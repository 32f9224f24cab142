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
    let books = self.books
    let exhaustive = self.exhaustivity == .on
    self.fallThroughPendingEffects(at: location)
    let outcome = await self.waitLettingEffectsFallThrough(at: location) {
      // Another step that is still running the effects is as busy as one that waits.
      if self.isRunningEffectsForAStep { return TestStoreWait.busy }
      self.isRunningEffectsForAStep = true
      await self.runEffectsUntilReceived { exhaustive || matching($0) }
      self.isRunningEffectsForAStep = false
      // Woken by the action's arrival, or by the deadline: no polling. The timeout counts
      // from here: running the effects above is the test's own work, not the wait.
      let deadline = ContinuousClock.now.advanced(by: timeout)
      return await books.awaitReceived(until: deadline) { action in
        exhaustive || matching(action)
      }
    }
    guard case .satisfied = outcome else {
      if case .busy = outcome {
        reportIssue(TestStoreMessage.concurrentSteps(expected()), at: location)
        return
      }
      reportIssue(
        TestStoreMessage.nothingReceived(
          expected: expected(),
          timeout: timeout,
          inFlight: books.inFlight.map {
            TestStoreMessage.describe(effectOf: $0.action, at: $0.location)
          }
        ),
        at: location
      )
      return
    }
    let received: TestStoreBooks<State, Action>.Received
    if exhaustive {
      received = books.removeReceived(through: 0)[0]
      guard matching(received.action) else {
        reportIssue(mismatch(received.action), at: location)
        self.lastState = received.state
        return
      }
    } else {
      let index = books.received.firstIndex { matching($0.action) }!
      var removed = books.removeReceived(through: index)
      received = removed.removeLast()
      if case .off(showSkippedAssertions: true) = self.exhaustivity, !removed.isEmpty {
        reportSkipped(TestStoreMessage.skippedActions(removed.map(\.action)), at: location)
      }
      if let last = removed.last { self.lastState = last.state }
    }
    books.location = location
    self.expectState(
      previous: self.lastState,
      actual: received.state,
      update: update,
      step: TestStoreMessage.describe(step: received.action, sent: false),
      at: location
    )
    self.lastState = received.state
    // Let the effect that sent the action go on (often, to finish) before the next step.
    await self.handlerRuntime.settleOnTheMainActor()
  }

  /// Runs the effects as far as they go while a step waits: the queued jobs, then the sleeps of
  /// the store's test clocks that are already due, and again, until an action `isWanted` has
  /// arrived or nothing more runs.
  ///
  /// A `TestClock` advanced by the test wakes an effect's sleep and only yields before it looks
  /// for the next sleep to wake; the effect, on the main actor, may reach its next sleep (a
  /// timer's next tick) only once the advance has moved the clock past it, and that sleep,
  /// due, is then never woken. TCA's test store runs the advance and the effects on one serial
  /// executor, so there every tick the advance passes is delivered; here the step that expects
  /// the tick wakes it.
  func runEffectsUntilReceived(_ isWanted: (Action) -> Bool) async {
    let executor = self.handlerRuntime.executor!
    while true {
      self.handlerRuntime.runQueuedJobs()
      if self.books.received.contains(where: { isWanted($0.action) }) { return }
      let enqueuedBefore = executor.enqueuedSoFar
      await self.wakeDueSleeps()
      // Nothing was woken: what is left waits on something the test drives.
      if executor.enqueuedSoFar == enqueuedBefore { return }
    }
  }

  /// Wakes the sleeps of the store's test clocks whose deadline has come.
  private func wakeDueSleeps() async {
    let clocks = [self.dependencies.continuousClock, self.dependencies.suspendingClock]
    var woken: [ObjectIdentifier] = []
    for case let clock as TestClock<Duration> in clocks
    where !woken.contains(ObjectIdentifier(clock)) {
      woken.append(ObjectIdentifier(clock))
      await clock.advance(by: .zero)
    }
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
    await self.handlerRuntime.settleOnTheMainActor()
    let skipped = self.books.removeAllReceived()
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

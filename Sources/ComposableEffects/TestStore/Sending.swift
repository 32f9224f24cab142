@_spi(Internals) import CasePaths

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
  /// from effects must have been asserted before the next `send`. The closure runs with the
  /// store's dependencies, so `@Dependency(\.date.now) var now` inside it reads the test's.
  ///
  /// Before it returns, the effects the action started have run until each has finished or
  /// waits on something outside the store (a clock, the test's answer to an algebraic effect).
  ///
  /// - Returns: The effects the action started, to
  ///   ``TestStoreTask/finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` or
  ///   ``TestStoreTask/cancel()``.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = self.location(fileID, filePath, line, column)
    guard !self.isDismissed else {
      reportIssue(TestStoreMessage.sentAfterDismissal(action), at: location)
      return TestStoreTask(
        StoreTask(nil), step: self.nextStep(), runtime: self.handlerRuntime, history: self.history
      )
    }
    self.fallThroughPendingEffects(at: location)
    // Actions left unreceived are reported once, below; the action is checked against the
    // state they left, so that their changes are not reported again as this action's.
    let previous = self.history.received.last?.state ?? self.lastState
    self.checkReceivedActions(before: "Sending \(String(customDumping: action))", at: location)
    self.history.location = location
    self.history.stateAfterSend = nil
    // As in TCA, the assertion appends to a stack with the identifiers the step handed out.
    let stackElementIDsBefore = self.core.dependencies.stackElementID.copy()
    // Effects started now inherit the test runtime's scope, around whatever handlers are
    // installed around this call; they run before the state is checked, inline.
    let step = self.nextStep()
    let (storeTask, isIdle) = self.handlerRuntime.runQueuedJobs {
      HandlerScope.binding(TestHandlerFrame(runtime: self.handlerRuntime, outer: HandlerScope.current)) {
        self.core.send(.send(action, step: step), origin: .external)
      }
    }
    let actual = self.history.stateAfterSend ?? self.core.state
    self.expectState(
      previous: previous,
      actual: actual,
      update: updateStateToExpectedResult,
      step: TestStoreMessage.describe(step: action, sent: true),
      at: location,
      stackElementIDs: stackElementIDsBefore,
      isSend: true
    )
    self.lastState = actual
    if !isIdle { await self.handlerRuntime.settleOnMainActor() }
    return TestStoreTask(
      storeTask, step: step, runtime: self.handlerRuntime, history: self.history
    )
  }

  /// Sends the action of case `action`, which has no associated value, and asserts how it
  /// changed the state:
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      action(()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends the action of case `action` with the associated `value`, and asserts how it changed
  /// the state:
  ///
  /// ```swift
  /// await store.send(\.binding.name, "Blob") {
  ///   $0.name = "Blob"
  /// }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts the current state (``state``, as of the last asserted step) without sending
  /// anything: mutate it into what you expect, and the test fails if that differs.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.loginButtonTapped)
  /// store.assert {
  ///   $0.isLoading = true
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = self.location(fileID, filePath, line, column)
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      self.expectState(
        previous: self.lastState,
        actual: self.lastState,
        update: update,
        step: "asserting the state",
        at: location,
        expectsChange: false
      )
    }
  }

  func checkReceivedActions(before step: @autoclosure () -> String, at location: TestSourceLocation) {
    let received = self.history.received
    guard !received.isEmpty else { return }
    switch self.exhaustivity {
    case .on:
      reportIssue(
        TestStoreMessage.unreceivedActions(received.map(\.action), when: step()),
        at: location
      )
    case .off(let showSkippedAssertions):
      let skipped = self.history.removeAllReceived()
      if let last = skipped.last { self.lastState = last.state }
      if showSkippedAssertions {
        reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: location)
      }
    }
  }

  /// A non-exhaustive store's step that is not `expect` or `yield`: the algebraic effects
  /// waiting for an answer fall through to the next handler outward (finally their default).
  func fallThroughPendingEffects(at location: TestSourceLocation) {
    guard case .off(let showSkippedAssertions) = self.exhaustivity else { return }
    for performed in self.handlerRuntime.takeAllPending() where performed.taskName == nil {
      if showSkippedAssertions {
        reportSkipped(TestHandlerMessage.fellThrough(performed), at: location)
      }
      performed.resume(.forward)
    }
  }

  /// Runs `body`, a step's wait, letting algebraic effects performed meanwhile fall through
  /// when the store is not exhaustive (the test is waiting for something else).
  func waitLettingEffectsFallThrough<R>(
    at location: TestSourceLocation,
    _ body: () async -> R
  ) async -> R {
    guard case .off(let showSkippedAssertions) = self.exhaustivity else { return await body() }
    self.handlerRuntime.setFallThrough { performed in
      if showSkippedAssertions {
        reportSkipped(TestHandlerMessage.fellThrough(performed), at: location)
      }
    }
    defer { self.handlerRuntime.setFallThrough(nil) }
    return await body()
  }

  func expectState(
    previous: State,
    actual: State,
    update: ((inout State) throws -> Void)?,
    step: @autoclosure () -> String,
    at location: TestSourceLocation,
    expectsChange: Bool = true,
    stackElementIDs: StackElementIDGenerator? = nil,
    isSend: Bool = false
  ) {
    self.beginSharedAssertion(isSend: isSend)
    defer { self.finishSharedAssertion() }
    var expected = previous
    var partial = actual
    // As in TCA, each run of the closure hands out stack element identifiers from a copy of the
    // count: as it was before the step for `send`, as it is now for `receive` and `assert`. The
    // store's own count is left where the reducer left it.
    let stackElementIDs = stackElementIDs ?? self.core.dependencies.stackElementID
    func run(_ update: (inout State) throws -> Void, on state: inout State) throws {
      var dependencies = self.core.dependencies
      dependencies.stackElementID = stackElementIDs.copy()
      try DependencyValues.$_current.withValue(dependencies) { try update(&state) }
    }
    do {
      // Assertions read the test's dependencies, as the reducer does. As in TCA, an exhaustive
      // store runs the closure once, on the state before the step (it may index into it); a
      // non-exhaustive one runs it on the actual state, whose other changes it skips, so the
      // closure sees the step's result (`#expect($0.path.count == 1)` holds there); only when
      // it shows skipped assertions does it also run it on the state before, to name them.
      // A non-exhaustive store lets `XCTModify` leave a value unchanged, as TCA's does: the
      // assertion may touch only part of what changed.
      try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
        guard let update else { return }
        switch self.exhaustivity {
        case .on:
          try self.assertingShared(.expected) { try run(update, on: &expected) }
        case .off(let showSkippedAssertions):
          try self.assertingShared(.partial) { try run(update, on: &partial) }
          if showSkippedAssertions, partial == actual {
            try self.assertingShared(.expected) { try run(update, on: &expected) }
          }
        }
      }
    } catch {
      reportIssue("Threw error asserting state after \(step()): \(error)", at: location)
      return
    }
    switch self.exhaustivity {
    case .on:
      if let message = self.assertingShared(.expected, {
        expected == actual
          ? nil
          : update == nil
            ? TestStoreMessage.unassertedChange(step: step(), previous: previous, actual: actual)
            : TestStoreMessage.stateMismatch(step: step(), expected: expected, actual: actual)
      }) {
        reportIssue(message, at: location)
      } else if expectsChange, update != nil, expected == previous, !self.stepChangedSharedState {
        reportIssue(TestStoreMessage.noChange(step: step()), at: location)
      }
    case .off(let showSkippedAssertions):
      if let message = self.assertingShared(.partial, {
        partial == actual
          ? nil : TestStoreMessage.stateMismatch(step: step(), expected: partial, actual: actual)
      }) {
        reportIssue(message, at: location)
      } else if showSkippedAssertions,
        let message = self.assertingShared(.expected, {
          expected == actual
            ? nil : TestStoreMessage.skippedChange(step: step(), expected: expected, actual: actual)
        })
      {
        reportSkipped(message, at: location)
      }
    }
  }
}

extension TestStore {
  /// Expects the next algebraic effect the store's effects perform to be `effect`, and answers
  /// it with `handler`, which receives the effect's arguments and returns its result (or
  /// throws its error).
  ///
  /// While the test store is exhaustive, it intercepts every algebraic effect its reducer's
  /// effects perform and suspends them until the test answers, with the vocabulary of
  /// `withTestHandler`. No mock is prepared ahead of time:
  ///
  /// ```swift
  /// await store.send(.recordButtonTapped) { $0.isRecording = true }
  /// try await store.expect(Speech.RequestAuthorization.self, return: .authorized)
  /// await store.receive(\.authorizationResponse, .authorized)
  /// try await store.expect(Speech.Recognize.self) { request in
  ///   #expect(request.shouldReportPartialResults)
  ///   return "Hello"
  /// }
  /// ```
  ///
  /// A different effect fails the test at once; an expectation no effect meets within
  /// ``timeout``, or an effect left unanswered when the store is released, fails it too. Each
  /// message names the effect, its arguments and the action whose effect performed it. With
  /// ``exhaustivity`` off, effects are still intercepted, so `expect` and `yield` work; an
  /// effect the test does not answer by its next other step falls through to the next handler
  /// outward (finally its default), reported as a skipped assertion with
  /// `showSkippedAssertions`.
  @_disfavoredOverload
  public func expect<Handler: EffectHandler>(
    _ effect: Handler.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Output
  ) async throws {
    try await self.step {
      try await $0.expect(
        effect, fileID: fileID, filePath: filePath, line: line, column: column, handler
      )
    }
  }

  /// Expects the next algebraic effect to be `effect`, and answers it with `value`.
  public func expect<Handler: EffectHandler>(
    _ effect: Handler.Type,
    return value: Handler.Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let value = UncheckedSendable(value)
    try await self.step {
      try await $0.expect(
        effect, return: value.value, fileID: fileID, filePath: filePath, line: line,
        column: column
      )
    }
  }

  /// Expects an effect to pull the next element of the sequence effect `effect`, and answers
  /// with `handler`'s result: an element, `nil` to end the sequence, or an error to fail it.
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ effect: Handler.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Element?
  ) async throws {
    try await self.step {
      try await $0.expect(
        effect, fileID: fileID, filePath: filePath, line: line, column: column, handler
      )
    }
  }

  /// Expects an effect to pull the next element of the sequence effect `effect`, and answers
  /// with `element` (`nil` ends the sequence).
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ effect: Handler.Type,
    return element: Handler.Element?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let element = UncheckedSendable(element)
    try await self.step {
      try await $0.expect(
        effect, return: element.value, fileID: fileID, filePath: filePath, line: line,
        column: column
      )
    }
  }

  /// Expects the next algebraic effect to be the one at `path` (`\.Speech.requestAuthorization`),
  /// and answers it with `handler`.
  @_disfavoredOverload
  public func expect<Handler: EffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Output
  ) async throws {
    try await self.expect(
      Handler.self, fileID: fileID, filePath: filePath, line: line, column: column, handler
    )
  }

  /// Expects the next algebraic effect to be the one at `path`, and answers it with `value`.
  public func expect<Handler: EffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    return value: Handler.Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await self.expect(
      Handler.self, return: value, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Expects the store's effects to pull the next element of the sequence effect at `path`
  /// (`\.Random.numbers`), and answers with `handler`'s result: an element, `nil` to end the
  /// sequence, or a thrown error to fail it.
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Element?
  ) async throws {
    try await self.expect(
      Handler.self, fileID: fileID, filePath: filePath, line: line, column: column, handler
    )
  }

  /// Expects the store's effects to pull the next element of the sequence effect at `path`,
  /// and answers with `element` (`nil` ends the sequence).
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    return element: Handler.Element?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await self.expect(
      Handler.self, return: element, fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }

  /// Passes the next algebraic effect the store's effects perform to the next handler outward
  /// (installed around the test store, or the effect's default behaviour).
  public func yield(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await self.step {
      try await $0.yield(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Runs one step of the test handler; a failed step is already reported, so it does not
  /// also throw out of the test.
  private func step(
    _ body: nonisolated(nonsending) (TestHandler) async throws -> Void
  ) async throws {
    do {
      try await body(TestHandler(runtime: self.handlerRuntime))
    } catch is TestHandlerFailure {
      return
    }
  }

  /// Answers the effects no step answered, once the store goes away: each is a failure in an
  /// exhaustive test, and each is abandoned so that its effect can end.
  nonisolated func abandonUnansweredEffects() {
    let exhaustive = self.history.exhaustivity == .on
    for performed in self.handlerRuntime.takeAllPending() {
      guard performed.taskName == nil else {
        performed.resume(.abandon)
        continue
      }
      if exhaustive {
        reportIssue(TestHandlerMessage.unanswered(performed), at: self.history.location)
        performed.resume(.abandon)
      } else {
        // Not exhaustive: what the test did not answer falls through, as at any step.
        performed.resume(.forward)
      }
    }
    // Effects performed from now on are answered the same way.
    self.handlerRuntime.shutDown(answeringLateEffectsWith: exhaustive ? .abandon : .forward)
  }
}

extension Effect {
  /// An effect that runs an asynchronous operation, which may send any number of actions back
  /// into the store.
  ///
  /// The operation runs off the main actor, in the cooperative thread pool, with the
  /// dependencies that were in force when the effect was created. It is `@Sendable`: capture
  /// the state it needs explicitly, as an immutable value:
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   try await Task.sleep(for: .seconds(1))
  ///   await send(.delayed(count))
  /// }
  /// ```
  ///
  /// A `CancellationError` ends the effect quietly. Any other error goes to `catch`, which can
  /// send it into the store:
  ///
  /// ```swift
  /// return .run { send in
  ///   for try await result in speechClient.startTask(request) {
  ///     await send(.speech(.success(result)))
  ///   }
  /// } catch: { error, send in
  ///   await send(.speech(.failure(error)))
  /// }
  /// ```
  ///
  /// > Important: An error thrown with no `catch` is reported as an issue that names the
  /// > `.run` call: a test failure under tests, a runtime warning otherwise. Handle every error
  /// > you expect.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work, given a ``Send`` for sending actions back.
  ///   - handler: Receives an error the operation throws (other than `CancellationError`).
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let body = RunBody(
      operation: operation, handler: handler,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    return Self(.run(Run(priority: priority, dependencies: DependencyValues._current, bind: body.bind)))
  }
}

/// A `.run`'s operation and what to do when it throws: one object, made when the effect is,
/// that the operation's task captures with its `Send` and nothing more.
final class RunBody<Action>: Sendable {
  let operation: @Sendable (_ send: Send<Action>) async throws -> Void
  let handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
  // Packed (each suspended effect holds this object): the line and column in 32 bits each,
  // before the two 17-byte static strings, keep the object in a smaller allocation.
  private let line: UInt32
  private let column: UInt32
  let fileID: StaticString
  let filePath: StaticString

  init(
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.operation = operation
    self.handler = handler
    self.line = UInt32(clamping: line)
    self.column = UInt32(clamping: column)
    self.fileID = fileID
    self.filePath = filePath
  }

  /// The operation, ready to run with `send`. Made by a method rather than a closure nested in
  /// `Effect.run`'s, which would keep that closure's context alive as long as the task runs.
  @Sendable
  func bind(_ send: Send<Action>) -> @Sendable () async -> Void {
    {
      do {
        try await self.operation(send)
      } catch {
        // Handled in a method of its own that reads what it needs from `self`: reporting an
        // issue inline, or copying the handler and location here, would take temporaries into
        // this frame, which every suspended effect holds (720 bytes inline, 160 with a copy).
        await self.fail(with: error, send: send)
      }
    }
  }

  /// Ends quietly on `CancellationError`; otherwise calls the `catch` handler, or reports the
  /// error as an issue that names the `.run`.
  @inline(never)
  private func fail(with error: any Error, send: Send<Action>) async {
    if error is CancellationError { return }
    RunObservation.failureObserver?.observe(error, self.handler != nil)
    guard let handler = self.handler else {
      reportIssue(
        EffectMessage.unhandledError(error, fileID: self.fileID, line: UInt(self.line)),
        fileID: self.fileID,
        filePath: self.filePath,
        line: UInt(self.line),
        column: UInt(self.column)
      )
      return
    }
    await handler(error, send)
  }
}

import ConcurrencyExtras

/// The test's side of `withTestHandler`: each call waits for the next effect the program
/// performs, checks it is the one expected, and answers it just in time.
///
/// ```swift
/// try await withTestHandler {
///   echo()
/// } test: { effect in
///   try await effect.expect(Console.ReadLine.self) { "Hello" }
///   try await effect.expect(Console.Print.self) { line in #expect(line == "Hello") }
///   try await effect.expect(\.Console.readLine, return: nil)
/// }
/// ```
///
/// Every call returns once the program has settled after the answer: it performed its next
/// effect, finished, or has nothing left to run, so state can be checked between steps.
/// A mismatch is reported as a test failure naming both effects, and the call throws to end
/// the test block.
public final class TestHandler: Sendable {
  let runtime: TestHandlerRuntime

  package init(runtime: TestHandlerRuntime) {
    self.runtime = runtime
  }

  // MARK: Effects

  /// Expects the program's next effect to be `effect`, and answers it with `handler`, which
  /// receives the effect's arguments and returns its result (or throws its error).
  @_disfavoredOverload
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ effect: Handler.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Output
  ) async throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let performed = try await take(Handler.effectName, at: location) {
      $0.matches(Handler.self, kind: .value)
    }
    try await answer(performed, failure: Handler.Failure.self) {
      try await handler(performed.arguments as! Handler.Arguments)
    }
  }

  /// Expects the program's next effect to be `effect`, and answers it with `value`.
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ effect: Handler.Type,
    return value: Handler.Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let value = UncheckedSendable(value)
    try await expect(effect, fileID: fileID, filePath: filePath, line: line, column: column) { _ in
      value.value
    }
  }

  /// Expects the program to pull the next element of sequence effect `effect`, and answers
  /// with `handler`'s result: an element, `nil` to end the sequence, or a thrown error to fail it.
  nonisolated(nonsending)
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ effect: Handler.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Element?
  ) async throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let performed = try await take("an element of \(Handler.effectName)", at: location) {
      $0.matches(Handler.self, kind: .element)
    }
    try await answer(performed, failure: (any Error).self) {
      try await handler(performed.arguments as! Handler.Arguments) as Any
    }
  }

  /// Expects the program to pull the next element of sequence effect `effect`, and answers
  /// with `element` (`nil` ends the sequence).
  nonisolated(nonsending)
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ effect: Handler.Type,
    return element: Handler.Element?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let element = UncheckedSendable(element)
    try await expect(effect, fileID: fileID, filePath: filePath, line: line, column: column) { _ in
      element.value
    }
  }

  // MARK: Effects by key path

  /// Expects the effect named by `path`, for example `\.Console.print`, and answers it with
  /// `handler`. See ``EffectPaths`` for how a namespace opts in to key paths.
  @_disfavoredOverload
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Output
  ) async throws {
    try await expect(
      Handler.self, fileID: fileID, filePath: filePath, line: line, column: column, handler
    )
  }

  /// Expects the effect named by `path`, for example `\.Console.readLine`, and answers it
  /// with `value`.
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    return value: Handler.Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await expect(
      Handler.self, return: value, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Expects the program to pull the next element of the sequence effect named by `path`,
  /// and answers with `handler`'s result.
  nonisolated(nonsending)
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: nonisolated(nonsending) (Handler.Arguments) async throws -> Handler.Element?
  ) async throws {
    try await expect(
      Handler.self, fileID: fileID, filePath: filePath, line: line, column: column, handler
    )
  }

  /// Expects the program to pull the next element of the sequence effect named by `path`,
  /// and answers with `element`.
  nonisolated(nonsending)
  public func expect<Handler: AsyncSequenceEffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    return element: Handler.Element?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await expect(
      Handler.self, return: element, fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }

  // MARK: Forwarding

  /// Passes the program's next effect, whatever it is, to the next handler outside
  /// `withTestHandler`: the test opts out of answering it.
  ///
  /// ```swift
  /// with {
  ///   Console.Print { _ in }  // a reusable no-op stub
  /// } perform: {
  ///   try await withTestHandler {
  ///     echo()
  ///   } test: { effect in
  ///     try await effect.expect(\.Console.readLine, return: "Hi")
  ///     try await effect.yield()  // the print goes to the stub
  ///     try await effect.expect(\.Console.readLine, return: nil)
  ///   }
  /// }
  /// ```
  ///
  /// A task created with `Task.effect` that is yielded starts at once, outside the serial queue.
  nonisolated(nonsending)
  public func yield(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let performed = try await take("an effect to yield", at: location) { _ in true }
    let count = runtime.eventCount
    if case .task(_, let id) = performed.kind {
      runtime.startUnscheduled(id)
    } else {
      performed.resume(.forward)
    }
    try await settle(afterEvent: count)
  }

  // MARK: Tasks

  /// Expects the program's next effect to be the creation of a task named `name` with
  /// `Task.effect`, and decides when it runs: `.enqueue` appends it to the serial queue now,
  /// `.suspend` holds it back until you call ``TaskHandle/enqueue()`` on the returned handle.
  @discardableResult
  nonisolated(nonsending)
  public func expectTask(
    _ name: String?,
    action: TaskAction = .enqueue,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> TaskHandle {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = "Task.effect(name: \(name.map { String(reflecting: $0) } ?? "nil"))"
    let performed = try await take(expected, at: location) { $0.taskName == .some(name) }
    guard case .task(_, let id) = performed.kind else { fatalError("matched a task") }
    return try await self.handle(task: id, named: name, action: action)
  }

  /// Expects the program's next effect to be the creation of a task with `Task.effect`,
  /// whatever its name, and decides when it runs; see ``expectTask(_:action:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// try await effect.expectTask(action: .enqueue)
  /// ```
  @discardableResult
  nonisolated(nonsending)
  public func expectTask(
    action: TaskAction = .enqueue,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> TaskHandle {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let performed = try await take("Task.effect", at: location) { $0.taskName != nil }
    guard case .task(let name, let id) = performed.kind else { fatalError("matched a task") }
    return try await self.handle(task: id, named: name, action: action)
  }

  nonisolated(nonsending)
  private func handle(
    task id: Int, named name: String?, action: TaskAction
  ) async throws -> TaskHandle {
    let count = runtime.eventCount
    let handle = TaskHandle(runtime: runtime, id: id, name: name)
    if action == .enqueue { handle.enqueue() }
    try await settle(afterEvent: count)
    return handle
  }

  // MARK: Steps

  /// Takes the program's next effect if `matches` accepts it; otherwise reports why not and
  /// throws to end the test block.
  nonisolated(nonsending)
  private func take(
    _ expected: @autoclosure () -> String,
    at location: SourceLocation,
    matches: (PerformedEffect) -> Bool
  ) async throws -> PerformedEffect {
    switch await runtime.nextStep() {
    case .effect(let performed):
      guard matches(performed) else {
        runtime.putBack(performed)
        fail(at: location, TestHandlerMessage.unexpected(expected: expected(), received: performed))
        throw TestHandlerFailure()
      }
      return performed
    case .finished, .settled:
      location.fail(
        TestHandlerMessage.finished(expected: expected(), programError: runtime.programFailure)
      )
      throw TestHandlerFailure()
    case .timedOut:
      fail(at: location, TestHandlerMessage.timedOut(expected: expected(), timeout: runtime.timeout))
      throw TestHandlerFailure()
    case .busy:
      fail(at: location, TestHandlerMessage.concurrentSteps(expected: expected()))
      throw TestHandlerFailure()
    }
  }

  /// Reports a failed step, and remembers it so the end of the test adds no noise to it.
  private func fail(at location: SourceLocation, _ message: String) {
    runtime.recordStepFailure()
    location.fail(message)
  }

  /// Answers `performed` with what `produce` returns, or with the error it throws if the effect
  /// can throw it, then waits for the program to settle.
  nonisolated(nonsending)
  private func answer<Failure: Error>(
    _ performed: PerformedEffect,
    failure: Failure.Type,
    _ produce: nonisolated(nonsending) () async throws -> Any
  ) async throws {
    let count = runtime.eventCount
    do {
      performed.resume(.value(try await produce()))
    } catch let error as Failure {
      performed.resume(.failure(error))
    } catch {
      // The effect cannot throw this error: it belongs to the test (a failed `#require`, say).
      runtime.putBack(performed)
      throw error
    }
    try await settle(afterEvent: count)
  }

  /// Waits for the program to settle after a step; when the step made it end by throwing, the
  /// test block ends here too, with that error, as `withTestHandler` rethrows it: the next
  /// line of the test must not run against a program that is gone.
  nonisolated(nonsending)
  private func settle(afterEvent count: Int) async throws {
    await runtime.settle(afterEvent: count)
    if let programFailure = runtime.programFailure { throw programFailure }
  }
}

/// Thrown by a test handler's step after it reported a failure, to end the test block;
/// `withTestHandler` swallows it, since the failure is already recorded.
package struct TestHandlerFailure: Error {}

import ConcurrencyExtras
import Foundation

/// Runs a synchronous program under a handler that intercepts every effect it performs and
/// lets `test` answer them one at a time.
///
/// ```swift
/// @Test func echoesEachLine() async throws {
///   try await withTestHandler {
///     echo()
///   } test: { effect in
///     try await effect.expect(Console.ReadLine.self) { "Hello" }
///     try await effect.expect(Console.Print.self) { line in #expect(line == "Hello") }
///     try await effect.expect(Console.ReadLine.self) { nil }
///   }
/// }
/// ```
///
/// The program runs on a thread of its own and waits at each effect for as long as the test
/// takes. Tasks it creates with `Task.effect` join a serial queue behind it (see
/// ``TaskHandling``). Handlers installed inside the program filter what the test sees; handlers
/// installed around `withTestHandler` receive what the test yields with ``TestHandler/yield(fileID:filePath:line:column:)``.
///
/// These are test failures, each naming the effects involved: an effect other than the one
/// expected; an expectation the program never meets; an effect still unanswered when `test`
/// ends; a program still running `timeout` after `test` ends.
///
/// The program may be any closure, `@Sendable` or not (a local function, a method of a
/// non-`Sendable` model), and `withTestHandler` returns what it returns:
///
/// ```swift
/// let count = try await withTestHandler {
///   countLines()
/// } test: { effect in
///   try await effect.expect(\.Console.readLine, return: "one")
///   try await effect.expect(\.Console.readLine, return: nil)
/// }
/// #expect(count == 1)
/// ```
///
/// An error the program throws ends `withTestHandler` at once and is rethrown. When a step's
/// answer made the program throw, that step throws the error, so the rest of the test block
/// never runs; otherwise the test block is cancelled, and a step it was waiting in reports the
/// expectation the program no longer meets. An error the test block throws is rethrown too.
///
/// - Parameters:
///   - taskHandling: How tasks created with `Task.effect` are scheduled.
///   - timeout: How long a step waits for the program's next effect before failing.
///   - fileID: The file of the call, for failures reported at the end of the test.
///   - filePath: The path of that file.
///   - line: The line of the call.
///   - column: The column of the call.
///   - program: The code under test.
///   - test: The test's answers, step by step.
@discardableResult
public func withTestHandler<R>(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: sending @escaping () throws -> R,
  test: @Sendable (TestHandler) async throws -> Void
) async throws -> R {
  try await runSynchronousProgram(
    taskHandling: taskHandling, timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    program, test: test
  )
}

private func runSynchronousProgram<R>(
  taskHandling: TaskHandling,
  timeout: Duration,
  location: SourceLocation,
  _ program: sending @escaping () throws -> R,
  test: @Sendable (TestHandler) async throws -> Void
) async throws -> R {
  TestSupportLinkage.requireFailuresReachTest(
    creating: "withTestHandler", fileID: location.fileID, line: location.line
  )
  let runtime = TestHandlerRuntime(taskHandling: taskHandling, timeout: timeout)
  let frame = TestHandlerFrame(runtime: runtime, outer: HandlerScope.current)
  // The program is the first task of the serial queue, running from the start.
  runtime.startProgram()
  let result = ProgramResult<R>()
  // Synchronous code in a task on the handler's executor runs on the handler's thread.
  let task = Task(executorPreference: runtime.executor) {
    HandlerScope.binding(frame) {
      do {
        result.value = try program()
        runtime.programEnded(throwing: nil)
      } catch {
        runtime.programEnded(throwing: error)
      }
    }
    runtime.finishTask(0)
  }
  try await runTestHandler(
    runtime: runtime,
    program: task,
    location: location,
    test: test
  )
  return try result.take()
}

/// Runs an asynchronous program under a handler that intercepts every effect it performs and
/// lets `test` answer them one at a time.
///
/// ```swift
/// @MainActor @Test func reportsEachNumber() async throws {
///   let model = RandomNumberModel()
///   try await withTestHandler {
///     await model.getRandomNumbers()
///   } test: { effect in
///     try await effect.expect(\.Random.numbers) { range in 1 }
///     await #expect(model.message == "1 is a bad number")
///     try await effect.expect(\.Random.numbers) { _ in nil }
///   }
/// }
/// ```
///
/// The program's non-isolated code, and that of every child task, runs on the handler's own
/// serial executor, so `async let` and task-group children run in creation order.
/// See the synchronous overload for the failures reported.
@discardableResult
public func withTestHandler<R>(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: sending @escaping () async throws -> R,
  test: @Sendable (TestHandler) async throws -> Void
) async throws -> R {
  try await runAsynchronousProgram(
    taskHandling: taskHandling, timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    program, test: test
  )
}

private func runAsynchronousProgram<R>(
  taskHandling: TaskHandling,
  timeout: Duration,
  location: SourceLocation,
  _ program: sending @escaping () async throws -> R,
  test: @Sendable (TestHandler) async throws -> Void
) async throws -> R {
  TestSupportLinkage.requireFailuresReachTest(
    creating: "withTestHandler", fileID: location.fileID, line: location.line
  )
  let runtime = TestHandlerRuntime(taskHandling: taskHandling, timeout: timeout)
  let frame = TestHandlerFrame(runtime: runtime, outer: HandlerScope.current)
  runtime.startProgram()
  let result = ProgramResult<R>()
  let task = Task(executorPreference: runtime.executor) {
    do {
      result.value = try await HandlerScope.binding(frame, isolation: nil) {
        () async throws in try await program()
      }
      runtime.programEnded(throwing: nil)
    } catch {
      runtime.programEnded(throwing: error)
    }
    runtime.finishTask(0)
  }
  try await runTestHandler(
    runtime: runtime,
    program: task,
    location: location,
    test: test
  )
  return try result.take()
}

/// Runs a synchronous program that returns nothing under a test handler; see
/// `withTestHandler(taskHandling:timeout:fileID:filePath:line:column:_:test:)`. A program
/// written as one expression whose value is unused (`Task.effect { … }`) takes this overload.
public func withTestHandler(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: sending @escaping () throws -> Void,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  try await runSynchronousProgram(
    taskHandling: taskHandling, timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    program, test: test
  )
}

/// Runs an asynchronous program that returns nothing under a test handler; see the
/// synchronous overload.
public func withTestHandler(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: sending @escaping () async throws -> Void,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  try await runAsynchronousProgram(
    taskHandling: taskHandling, timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    program, test: test
  )
}

/// What the program returned, handed from its task to `withTestHandler`'s caller once the
/// program has finished.
private final class ProgramResult<R>: Sendable {
  private let _value = Locked<R?>(nil)

  var value: R? {
    get { _value.withLock { $0 } }
    set { _value.withLock { $0 = newValue } }
  }

  /// The program's value. When the program never returned one (a failure the test already
  /// reported kept it from finishing), a `Void` program's is `()`, and any other throws
  /// ``TestHandlerFailure``: there is no value to go on with.
  func take() throws -> R {
    if let value = _value.withLock({ $0.take() }) { return value }
    if let void = () as? R { return void }
    throw TestHandlerFailure()
  }
}

/// How the test block and the program ended, whichever ended first.
private enum Ending: Sendable {
  case test((any Error)?)
  case programFailed(UncheckedSendable<any Error>)
  case programFinished
}

private func runTestHandler(
  runtime: TestHandlerRuntime,
  program: Task<Void, Never>,
  location: SourceLocation,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  defer { runtime.shutDown() }

  // The test block runs beside a watcher of the program: an error the program throws ends
  // `withTestHandler` at once, cancelling the test block (a step it waits in reports the
  // expectation the program no longer meets).
  var testError: (any Error)?
  var reportedFailure = false
  var programFailure: (any Error)?
  await withoutActuallyEscaping(test) { test in
    await withTaskGroup(of: Ending.self) { group in
      group.addTask {
        do {
          try await test(TestHandler(runtime: runtime))
          return .test(nil)
        } catch {
          return .test(error)
        }
      }
      group.addTask {
        guard let error = await runtime.awaitProgramFailure() else { return .programFinished }
        return .programFailed(UncheckedSendable(error))
      }
      for await ending in group {
        switch ending {
        case .test(let error as TestHandlerFailure):
          _ = error
          reportedFailure = true
          group.cancelAll()
        case .test(let error):
          testError = error
          group.cancelAll()
        case .programFailed(let error):
          programFailure = error.value
          group.cancelAll()
        case .programFinished:
          break
        }
      }
    }
  }
  if let programFailure {
    await windDown(runtime, reporting: false, at: location)
    program.cancel()
    throw programFailure
  }
  // A failed step the test block caught (`try?`) still ended the test badly.
  reportedFailure = reportedFailure || runtime.didFailStep
  let endedCleanly = testError == nil && !reportedFailure
  await windDown(runtime, reporting: endedCleanly, at: location)
  if !endedCleanly { program.cancel() }

  if let testError { throw testError }
  // An error after a failure is the program cancelled for it: nothing to add.
  if !reportedFailure, let programError = runtime.programFailure { throw programError }
}

/// Ends a test: answers every effect the program still performs by the end-of-test rules until
/// it finishes. When the test ended cleanly, the effects it left unanswered are failures: those
/// pending as it ended, or else the first one performed after. Later ones follow from the
/// abandoned answers and would only be noise.
private func windDown(_ runtime: TestHandlerRuntime, reporting: Bool, at location: SourceLocation) async {
  let reportable = reporting ? max(1, runtime.pendingEffectCount) : 0
  var reported = 0
  // A program that performs effects forever would otherwise keep the test alive.
  let maximumAbandoned = 100
  var abandoned = 0
  loop: while abandoned < maximumAbandoned {
    switch await runtime.nextStep() {
    case .effect(let performed):
      abandoned += 1
      if case .task = performed.kind { continue }  // reported below, with the others never run
      if reported < reportable {
        reported += 1
        location.fail(TestHandlerMessage.unanswered(performed))
      }
      performed.resume(.abandon)
    case .finished, .settled, .busy:
      break loop
    case .timedOut:
      if reporting { location.fail(TestHandlerMessage.stillRunning(timeout: runtime.timeout)) }
      break loop
    }
  }
  for performed in runtime.takeAllPending() where performed.taskName == nil {
    performed.resume(.abandon)
  }
  if reporting {
    for name in runtime.unstartedTaskNames {
      location.fail(TestHandlerMessage.neverRan(taskNamed: name))
    }
  }
}

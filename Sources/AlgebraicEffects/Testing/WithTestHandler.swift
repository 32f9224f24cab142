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
/// ends; a program still running `timeout` after `test` ends. An error thrown by the program or
/// by `test` is rethrown.
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
public func withTestHandler(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: @escaping @Sendable () throws -> Void,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  try await runTestHandler(
    taskHandling: taskHandling,
    timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    start: { frame, core in
      // Synchronous code in a task on the handler's executor runs on the handler's thread.
      Task(executorPreference: core) {
        HandlerScope.binding(frame) {
          do {
            try program()
            core.programEnded(throwing: nil)
          } catch {
            core.programEnded(throwing: error)
          }
        }
        core.finishTask(0)
      }
    },
    test: test
  )
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
public func withTestHandler(
  taskHandling: TaskHandling = .suspend,
  timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ program: @escaping @Sendable () async throws -> Void,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  try await runTestHandler(
    taskHandling: taskHandling,
    timeout: timeout,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    start: { frame, core in
      Task(executorPreference: core) {
        do {
          try await HandlerScope.binding(frame, isolation: nil) { () async throws in try await program() }
          core.programEnded(throwing: nil)
        } catch {
          core.programEnded(throwing: error)
        }
        core.finishTask(0)
      }
    },
    test: test
  )
}

private func runTestHandler(
  taskHandling: TaskHandling,
  timeout: Duration,
  location: SourceLocation,
  start: (HandlerFrame, TestHandlerCore) -> Task<Void, Never>,
  test: @Sendable (TestHandler) async throws -> Void
) async throws {
  let core = TestHandlerCore(taskHandling: taskHandling, timeout: timeout)
  defer { core.shutDown() }
  let frame = TestHandlerFrame(core: core, outer: HandlerScope.current)
  // The program is the first task of the serial queue, running from the start.
  core.enqueue(core.createTask())
  let program = start(frame, core)

  var testError: (any Error)?
  var reportedFailure = false
  do {
    try await test(TestHandler(core: core))
  } catch is TestHandlerFailure {
    reportedFailure = true
  } catch {
    testError = error
  }
  // A failed step the test block caught (`try?`) still ended the test badly.
  reportedFailure = reportedFailure || core.didFailStep
  let endedCleanly = testError == nil && !reportedFailure
  await windDown(core, reporting: endedCleanly, at: location)
  if !endedCleanly { program.cancel() }

  if let testError { throw testError }
  if !reportedFailure, let programError = core.programFailure { throw programError }
}

/// Ends a test: answers every effect the program still performs by the end-of-test rules until
/// it finishes. When the test ended cleanly, the effects it left unanswered are failures: those
/// pending as it ended, or else the first one performed after. Later ones follow from the
/// abandoned answers and would only be noise.
private func windDown(_ core: TestHandlerCore, reporting: Bool, at location: SourceLocation) async {
  let reportable = reporting ? max(1, core.pendingEffectCount) : 0
  var reported = 0
  // A program that performs effects forever would otherwise keep the test alive.
  let maximumAbandoned = 100
  var abandoned = 0
  loop: while abandoned < maximumAbandoned {
    switch await core.nextStep() {
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
      if reporting { location.fail(TestHandlerMessage.stillRunning(timeout: core.timeout)) }
      break loop
    }
  }
  for performed in core.takeAllPending() where performed.taskName == nil {
    performed.resume(.abandon)
  }
  if reporting {
    for name in core.unstartedTaskNames {
      location.fail(TestHandlerMessage.neverRan(taskNamed: name))
    }
  }
}

import AlgebraicEffectsThreadLocal

extension Task where Failure == Never {
  /// Creates a task as `Task(name:priority:operation:)` does, visible to test handlers.
  ///
  /// In production this is exactly a `Task`, with the handlers in force where it is created.
  /// Under a test handler the task joins the handler's serial queue instead of running
  /// concurrently, so a test decides the order of tasks:
  ///
  /// ```swift
  /// func program() {
  ///   Console.print("Start")
  ///   Task.effect(name: "Task 1") { Console.print("Task 1") }
  ///   Task.effect(name: "Task 2") { Console.print("Task 2") }
  ///   Console.print("Exit")
  /// }
  /// ```
  ///
  /// A task never runs before the task that created it: it is queued behind it.
  ///
  /// Inside the effects of a `TestStore`, a task created this way runs on the test store's
  /// executor with the effects, so the test store's steps wait for it as for them (a plain
  /// `Task` runs on the global executor, where no step sees it).
  ///
  /// > Note: Under a test handler a queued task starts once every task ahead of it, the program
  /// > included, has finished, or earlier when nothing else can happen: when the test waits for
  /// > an effect and everything ahead is suspended on something outside the queue (awaiting the
  /// > task's `value`, say). Tasks still start in queue order. Under `.automaticallyEnqueue`
  /// > only a task whose value something awaits starts early. A task whose turn has not come
  /// > when the test ends never runs: its value is `()` or `nil` where its type has one (a
  /// > throwing task otherwise throws `CancellationError`).
  @discardableResult
  public static func effect(
    name: String? = nil,
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard let start = TaskEffectStart(name: name, priority: priority) else {
      return Task(name: name, priority: priority, operation: operation)
    }
    let task = Task(name: name, executorPreference: start.executor, priority: start.priority) {
      if let value = await start.run(operation) { return value }
      return await valueOfNeverRunTask()
    }
    start.created(named: name)
    return task
  }
}

extension Task where Failure == any Error {
  /// Creates a throwing task as `Task(name:priority:operation:)` does, visible to test
  /// handlers; see the non-throwing `Task.effect(name:priority:operation:)`.
  @discardableResult
  @_disfavoredOverload
  public static func effect(
    name: String? = nil,
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let start = TaskEffectStart(name: name, priority: priority) else {
      return Task(name: name, priority: priority, operation: operation)
    }
    let task = Task(name: name, executorPreference: start.executor, priority: start.priority) {
      if let value = try await start.run(operation) { return value }
      if let value = abandonedOutput(Success.self) { return value }
      throw _Concurrency.CancellationError()
    }
    start.created(named: name)
    return task
  }
}

/// How `Task.effect` starts its task in the scope in force: the one routine behind its
/// throwing and non-throwing forms, which differ only in the `Task` they create and in the
/// value of a task that never runs.
private struct TaskEffectStart: Sendable {
  /// The handlers the task's operation runs under.
  let scope: HandlerFrame?
  /// When the operation may run.
  let turn: Turn
  let executor: (any TaskExecutor)?
  let priority: TaskPriority?

  enum Turn {
    /// At once.
    case now
    /// When the test handler says (see ``TestTaskQueue``): `task` is its number there.
    case given(by: TestHandlerRuntime, task: Int)
  }

  /// Where and when a task created here runs; `nil` when a plain `Task` inherits exactly the
  /// scope in force, and so keeps the operation's isolation.
  init?(name: String?, priority: TaskPriority?) {
    let scope = HandlerScope.effective
    self.scope = scope
    guard let runtime = scope?.testHandlerRuntime else {
      if inheritsScope { return nil }
      turn = .now
      executor = nil
      self.priority = priority
      return
    }
    executor = runtime.executor
    if runtime.runsOnMainActor || runtime.taskHandling == .live {
      // Under a test store, or `.live`: a task of the code under test, on its executor, not
      // ordered by the test.
      turn = .now
      self.priority = priority
    } else {
      turn = .given(by: runtime, task: runtime.createTask(named: name))
      self.priority = runtime.taskPriority(priority)
    }
  }

  /// The task was created: under `.suspend` the test is shown it.
  func created(named name: String?) {
    guard case .given(let runtime, let task) = turn, runtime.taskHandling == .suspend else { return }
    let description = "Task.effect(name: \(name.map { String(reflecting: $0) } ?? "nil"))"
    runtime.post(
      PerformedEffect(
        key: nil, kind: .task(name: name, id: task), description: description, arguments: (),
        performedBy: runtime.originOfCurrentTask()
      ) { _ in }
    )
  }

  /// Runs `operation` under the scope once the task's turn comes: `nil` when it never does
  /// (the test ended first).
  nonisolated(nonsending)
  func run<Success, Failure: Error>(
    _ operation: () async throws(Failure) -> Success
  ) async throws(Failure) -> Success? {
    guard case .given(let runtime, let task) = turn else {
      return try await HandlerScope.binding(scope, isolation: nil) { () async throws(Failure) in
        try await operation()
      }
    }
    guard await runtime.awaitTurn(task) else { return nil }
    defer { runtime.finishTask(task) }
    return try await HandlerScope.binding(scope, isolation: nil) { () async throws(Failure) in
      try await operation()
    }
  }
}

/// Whether a plain `Task` created here inherits exactly the scope in force: inside a task, with
/// no synchronous handler running. Then `Task.effect` creates the plain task, which keeps the
/// operation's isolation and so its order on its actor.
private var inheritsScope: Bool {
  algebraic_effects_get_override() == 0 && withUnsafeCurrentTask { $0 != nil }
}

extension HandlerFrame {
  /// The runtime of the innermost test handler in this scope, if any.
  var testHandlerRuntime: TestHandlerRuntime? {
    var next: HandlerFrame? = self
    while let frame = next {
      if frame.intercepts { return unsafeDowncast(frame, to: TestHandlerFrame.self).runtime }
      next = frame.outer
    }
    return nil
  }
}

/// The value of a task that never runs (a test handler ignores it, ``TaskHandling/ignore``, or
/// the test ended before its turn came): `()` or `nil` where its type has one; otherwise the
/// task never ends, as it never ran.
private func valueOfNeverRunTask<Success>() async -> Success {
  if let value = abandonedOutput(Success.self) { return value }
  await parkTaskForever()
}

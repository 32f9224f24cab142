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
    let scope = HandlerScope.effective
    if let runtime = scope?.testHandlerRuntime, runtime.runsOnMainActor || runtime.taskHandling == .live {
      // Under a test store, or `.live`: a task of the code under test, on its executor, not
      // ordered by the test.
      return Task(name: name, executorPreference: runtime.executor, priority: priority) {
        await HandlerScope.binding(scope, isolation: nil) { await operation() }
      }
    }
    if let runtime = scope?.testHandlerRuntime, runtime.taskHandling == .ignore {
      let gate = runtime.ignoredTaskGate()
      return Task(name: name, executorPreference: runtime.executor, priority: AwaitedTaskSignal.priority) {
        guard await gate.awaitDemand() else { return await valueOfATaskThatNeverRan() }
        return await HandlerScope.binding(scope, isolation: nil) { await operation() }
      }
    }
    if let runtime = scope?.testHandlerRuntime {
      let id = runtime.createTask()
      let task = Task(name: name, executorPreference: runtime.executor, priority: runtime.queuedPriority(priority)) {
        guard await runtime.awaitTurn(id) else { return await valueOfATaskThatNeverRan() }
        defer { runtime.finishTask(id) }
        guard await runtime.awaitOrderedTurn(id) else { return await valueOfATaskThatNeverRan() }
        return await HandlerScope.binding(scope, isolation: nil) { await operation() }
      }
      runtime.taskCreated(id, name: name)
      return task
    }
    if inheritsScope {
      return Task(name: name, priority: priority, operation: operation)
    }
    return Task(name: name, priority: priority) {
      await HandlerScope.binding(scope, isolation: nil) { await operation() }
    }
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
    let scope = HandlerScope.effective
    if let runtime = scope?.testHandlerRuntime, runtime.runsOnMainActor || runtime.taskHandling == .live {
      return Task(name: name, executorPreference: runtime.executor, priority: priority) {
        try await HandlerScope.binding(scope, isolation: nil) { () async throws in try await operation() }
      }
    }
    if let runtime = scope?.testHandlerRuntime, runtime.taskHandling == .ignore {
      let gate = runtime.ignoredTaskGate()
      return Task(name: name, executorPreference: runtime.executor, priority: AwaitedTaskSignal.priority) {
        guard await gate.awaitDemand() else { return await valueOfATaskThatNeverRan() }
        return try await HandlerScope.binding(scope, isolation: nil) { () async throws in try await operation() }
      }
    }
    if let runtime = scope?.testHandlerRuntime {
      let id = runtime.createTask()
      let task = Task(name: name, executorPreference: runtime.executor, priority: runtime.queuedPriority(priority)) {
        guard await runtime.awaitTurn(id) else {
          if let value = abandonedOutput(Success.self) { return value }
          throw _Concurrency.CancellationError()
        }
        defer { runtime.finishTask(id) }
        guard await runtime.awaitOrderedTurn(id) else {
          if let value = abandonedOutput(Success.self) { return value }
          throw _Concurrency.CancellationError()
        }
        return try await HandlerScope.binding(scope, isolation: nil) { () async throws in try await operation() }
      }
      runtime.taskCreated(id, name: name)
      return task
    }
    if inheritsScope {
      return Task(name: name, priority: priority, operation: operation)
    }
    return Task(name: name, priority: priority) {
      try await HandlerScope.binding(scope, isolation: nil) { () async throws in try await operation() }
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

extension TestHandlerRuntime {
  /// The gate of a task the test ignores, which opens when something awaits the task's value
  /// and closes for good when the test ends.
  func ignoredTaskGate() -> IgnoredTaskGate {
    let gate = IgnoredTaskGate()
    onShutDown { gate.end() }
    return gate
  }

  /// The priority of a task of the serial queue: under `.automaticallyEnqueue`
  /// ``AwaitedTaskSignal/priority``, so that an awaiter of its value is seen, which lets it
  /// run before its turn (see ``TaskOrder``).
  func queuedPriority(_ priority: TaskPriority?) -> TaskPriority? {
    taskHandling == .automaticallyEnqueue ? AwaitedTaskSignal.priority : priority
  }

  /// Under `.automaticallyEnqueue`, waits until every task ahead of `task` in the serial queue
  /// has finished, or something awaits its value; `false` when the test ended first. Elsewhere
  /// the serial queue's turn is enough.
  nonisolated(nonsending)
  func awaitOrderedTurn(_ task: Int) async -> Bool {
    guard taskHandling == .automaticallyEnqueue else { return true }
    return await taskOrder.awaitTurn(task)
  }

  /// A task created under the test handler: queued at once, or shown to the test.
  func taskCreated(_ id: Int, name: String?) {
    self.name(id, name)
    switch taskHandling {
    case .automaticallyEnqueue:
      taskOrder.enqueue(id)
      enqueue(id)
    case .live, .ignore:
      enqueue(id)
    case .suspend:
      let description = "Task.effect(name: \(name.map { String(reflecting: $0) } ?? "nil"))"
      post(
        PerformedEffect(
          key: nil, kind: .task(name: name, id: id), description: description, arguments: ()
        ) { _ in }
      )
    }
  }
}

/// The value of a task that never runs (a test handler ignores it, ``TaskHandling/ignore``, or
/// the test ended before its turn came): `()` or `nil` where its type has one; otherwise the
/// task never ends, as it never ran.
private func valueOfATaskThatNeverRan<Success>() async -> Success {
  if let value = abandonedOutput(Success.self) { return value }
  await parkTaskForever()
}

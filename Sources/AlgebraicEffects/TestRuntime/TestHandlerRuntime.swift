import Dispatch
import Foundation

/// The test runtime: its state machines behind one lock, the serial executor that runs the
/// code under test, and the continuations the machines' actions resume.
///
/// Three machines share the lock (``State``):
/// - ``TestHandlerStateMachine``: the effects, the test's wait, and, as parts of it, the
///   executor's jobs (``TestExecutorStateMachine``) and the tasks' turns (``TestTaskQueue``);
/// - ``DrainSignalStateMachine``: when the task that drains a main-actor executor is woken;
/// - ``TestProgramEndStateMachine``: how the program ended, and who waits for it.
///
/// Every `withTestHandler` and every `TestStore` has its own runtime: parallel tests share nothing.
///
/// The program (or the test store's effects) and every task it starts run their non-isolated
/// code on the runtime's ``TestExecutor``, one job at a time, in the order they were enqueued;
/// the executor shares the runtime's state and lock. The executor's machine
/// (``TestExecutorStateMachine``) keeps the jobs and is part of the handler's machine
/// (``TestHandlerStateMachine``), which reads from it whether a job runs or is queued, so the
/// test knows without guessing when nothing is left to run. Where the jobs run depends on who
/// waits for them:
///
/// - `withTestHandler` runs them on the executor's own thread, since a synchronous program
///   blocks its thread at each effect until the test answers.
/// - A test store runs them on the main actor, where the test itself runs: each step drains
///   the queued jobs inline until none is left (``runQueuedJobs(after:)``), so a step crosses no
///   thread and knows exactly when its effects have nothing left to do. Jobs that come between
///   steps are drained where they are woken, or by the executor's drainer.
package final class TestHandlerRuntime: Sendable {
  package typealias Step = TestHandlerStep<PerformedEffect>
  typealias Machine = TestHandlerStateMachine<
    PerformedEffect,
    CheckedContinuation<Step, Never>,
    UnsafeContinuation<Bool, Never>,
    UnownedJob,
    TestExecutor.HandOff
  >

  let taskHandling: TaskHandling
  /// Whether the executor's jobs run on the main actor, driven by the test (a test store), or
  /// on the runtime's own thread (`withTestHandler`).
  package var runsOnMainActor: Bool {
    executor.runsOnMainActor
  }
  typealias ProgramEnd = TestProgramEndStateMachine<CheckedContinuation<(any Error)?, Never>>

  /// Everything the runtime decides with, behind its one lock.
  struct State {
    /// The effects, the test's wait, the tasks, and the executor's jobs.
    var machine: Machine
    /// Wakes the drainer of a main-actor executor.
    var drainSignal = DrainSignalStateMachine<UnsafeContinuation<Bool, Never>>()
    /// The executor's own thread (`withTestHandler`), while it runs.
    var thread: pthread_t?
    var programEnd = ProgramEnd()
    var timeout: Duration
  }

  private let state: Locked<State>
  /// Where the code under test runs.
  package let executor: TestExecutor
  /// Ends a wait that outlasts its timeout.
  private let deadline: WaitDeadline
  /// Tells what performs effects in the current task (a test store's: the action whose effect
  /// it is), for failure messages; `nil` for a `withTestHandler`'s program.
  private let origin: (@Sendable () -> EffectOrigin?)?

  /// - Parameter origin: Tells what performs effects in the current task, as a test store knows
  ///   it.
  package init(
    taskHandling: TaskHandling,
    timeout: Duration,
    runsOnMainActor: Bool = false,
    origin: (@Sendable () -> EffectOrigin?)? = nil
  ) {
    self.taskHandling = taskHandling
    self.origin = origin
    let state = Locked(
      State(
        machine: Machine(
          taskHandling: taskHandling, executor: runsOnMainActor ? .mainActor : .ownThread
        ),
        timeout: timeout
      )
    )
    self.state = state
    self.deadline = WaitDeadline { [weak state] id in
      let action = state?.withLock { $0.machine.timeOut(id) }
      guard case .resumeTest(let waiter, let step)? = action else { return }
      waiter.resume(returning: step)
    }
    self.executor = TestExecutor(state: state, onMainActor: runsOnMainActor)
  }

  /// How long a step waits for what it expects.
  package var timeout: Duration {
    get { state.withLock { $0.timeout } }
    set { state.withLock { $0.timeout = newValue } }
  }

  private func withLock<R>(_ body: (inout Machine) -> R) -> R {
    state.withLock { body(&$0.machine) }
  }

  private func run(_ action: Machine.PostAction) {
    switch action {
    case .none:
      break
    case .resumeTest(let waiter, let step):
      waiter.resume(returning: step)
    case .late(let effect, let answer):
      answerLate(effect, answer)
    case .fallThrough(let effect, let report):
      report(effect)
      effect.resume(.forward)
    }
  }

  private func run(_ action: Machine.WakeAction) {
    Self.resume(action)
  }

  private func run(_ action: Machine.TaskAction) {
    Self.resume(action)
  }

  private func run(_ action: Machine.ProgressAction) {
    Self.resume(action)
  }

  /// Starts the task and resumes the test that `action` names, if any: the executor, which
  /// holds no runtime, calls this after a job.
  static func resume(_ action: Machine.ProgressAction) {
    resume(action.start)
    resume(action.wake)
  }

  private static func resume(_ action: Machine.TaskAction) {
    guard case .startTask(let waiter) = action else { return }
    waiter.resume(returning: true)
  }

  private static func resume(_ action: Machine.WakeAction) {
    guard case .resumeTest(let waiter, let step) = action else { return }
    waiter.resume(returning: step)
  }

  private func answerLate(_ effect: PerformedEffect, _ answer: Machine.LateAnswer) {
    switch answer {
    case .abandon: effect.resume(.abandon)
    case .forward: effect.resume(.forward)
    }
  }

  // MARK: The program's side

  /// Posts an effect the program performed; `resume` receives the test's answer.
  func post(
    _ effect: PerformedEffect, blocksExecutor: Bool = false, holdingUntilJobEnds: Bool = false
  ) {
    run(withLock {
      $0.post(
        effect, blocksExecutor: blocksExecutor, holdingUntilJobEnds: holdingUntilJobEnds,
        isTask: effect.taskName != nil
      )
    })
  }

  /// While set, effects performed go straight to the next handler outward, after `report` is
  /// told: a test store that is not exhaustive sets it while a step waits for something else.
  package func setFallThrough(_ report: (@Sendable (PerformedEffect) -> Void)?) {
    withLock { $0.fallThrough(reporting: report) }
  }

  /// Performs a synchronous effect: blocks the calling thread until the test answers, however
  /// long that takes. A program's synchronous code runs on the handler's own thread, so no
  /// thread of the cooperative pool waits here.
  func performBlocking(
    key: ObjectIdentifier,
    kind: PerformedEffect.Kind,
    description: @autoclosure @escaping () -> String,
    arguments: Any
  ) -> PerformedEffect.Answer {
    let semaphore = DispatchSemaphore(value: 0)
    let answer = AnswerBox()
    let onExecutor = executor.isCurrentThread
    // A program blocked on the main thread cannot let the main actor drain while it waits.
    let onMainThread = Thread.isMainThread
    if onMainThread { withLock { $0.programBlocksMainThread(true) } }
    defer { if onMainThread { withLock { $0.programBlocksMainThread(false) } } }
    let effect = PerformedEffect(
      key: key, kind: kind, description: description(), arguments: arguments,
      performedBy: originOfCurrentTask()
    ) { [self] result in
      answer.value = result
      if onExecutor { withLock { $0.unblockExecutor() } }
      semaphore.signal()
    }
    post(effect, blocksExecutor: onExecutor)
    semaphore.wait()
    return answer.value!
  }

  /// Performs an asynchronous effect: suspends until the test answers.
  nonisolated(nonsending)
  func perform(
    key: ObjectIdentifier?,
    kind: PerformedEffect.Kind,
    description: @autoclosure @escaping () -> String,
    arguments: Any
  ) async -> PerformedEffect.Answer {
    // On the runtime's own thread the program is still running its job here: the test sees the
    // effect once the job has ended and the program is suspended.
    let holds = !runsOnMainActor && executor.isCurrentThread
    return await withCheckedContinuation { continuation in
      post(
        PerformedEffect(
          key: key, kind: kind, description: description(), arguments: arguments,
          performedBy: originOfCurrentTask()
        ) { continuation.resume(returning: $0) },
        holdingUntilJobEnds: holds
      )
    }
  }

  /// What performs effects in the current task, as the runtime was told at its creation.
  package func originOfCurrentTask() -> EffectOrigin? {
    self.origin?()
  }

  /// A program task whose abandoned effect has no value to return parks for good: the test's
  /// end stops waiting for the program to finish.
  func parked() {
    run(withLock { $0.park() })
  }

  /// Notes that a step of the test failed.
  func recordStepFailure() {
    withLock { $0.recordStepFailure() }
  }

  /// Whether a step of the test failed.
  var didFailStep: Bool {
    withLock { $0.didFailStep }
  }

  private func run(_ action: ProgramEnd.EventAction) {
    guard case .resume(let waiter, let error) = action else { return }
    waiter.resume(returning: error)
  }

  /// Records how the program itself ended.
  func programEnded(throwing error: (any Error)?) {
    run(state.withLock { $0.programEnd.programEnded(throwing: error) })
  }

  /// Waits until the program ends: returns the error it threw, or `nil` when it returned (or
  /// the wait was cancelled).
  func awaitProgramFailure() async -> (any Error)? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
        switch state.withLock({ $0.programEnd.awaitEnd(continuation) }) {
        case .resume(let error): continuation.resume(returning: error)
        case .suspend: break
        }
      }
    } onCancel: {
      run(state.withLock { $0.programEnd.cancelWait() })
    }
  }

  /// The error the program threw, if it ended by throwing.
  var programFailure: (any Error)? {
    state.withLock { $0.programEnd.failure }
  }

  // MARK: Tasks

  /// Starts the program (or a test store's effects): the first task of the serial queue,
  /// task 0, running from the start.
  package func startProgram() {
    _ = withLock { $0.createProgram() }
  }

  /// Registers a task that `Task.effect` creates; see ``TestTaskQueue`` for when it runs.
  func createTask(named name: String?) -> Int {
    withLock { $0.createTask(named: name) }
  }

  /// Appends a task to the serial queue.
  package func enqueue(_ task: Int) {
    run(withLock { $0.enqueue(task) })
  }

  /// Starts a task at once, outside the serial queue.
  func startUnscheduled(_ task: Int) {
    run(withLock { $0.startUnscheduled(task) })
  }

  /// Suspends the calling task until its turn comes; returns whether it may run: `false` when
  /// the test ended first. Under `.automaticallyEnqueue` and `.ignore` something awaiting the
  /// task's value starts it early: the task must then have been created at
  /// ``AwaitedTaskSignal/priority`` (see ``taskPriority(_:)``), so that the awaiter is seen.
  nonisolated(nonsending)
  func awaitTurn(_ task: Int) async -> Bool {
    switch taskHandling {
    case .automaticallyEnqueue, .ignore:
      let runs = await AwaitedTaskSignal.whileWaiting {
        await turn(task)
      } onAwaited: { [self] in
        run(withLock { $0.demand(task) })
      }
      // An awaited task behind this one waits until it has begun.
      if runs { run(withLock { $0.begin(task) }) }
      return runs
    case .suspend, .live:
      return await turn(task)
    }
  }

  /// The priority of a task that `Task.effect` creates under the test handler:
  /// ``AwaitedTaskSignal/priority`` where an awaiter of its value starts it (see
  /// ``awaitTurn(_:)``), `priority` elsewhere.
  func taskPriority(_ priority: TaskPriority?) -> TaskPriority? {
    switch taskHandling {
    case .automaticallyEnqueue, .ignore: AwaitedTaskSignal.priority
    case .suspend, .live: priority
    }
  }

  nonisolated(nonsending)
  private func turn(_ task: Int) async -> Bool {
    await withUnsafeContinuation { continuation in
      switch withLock({ $0.awaitTurn(task, continuation) }) {
      case .now: continuation.resume(returning: true)
      case .never: continuation.resume(returning: false)
      case .later: break
      }
    }
  }

  /// A task of the serial queue finished.
  func finishTask(_ task: Int) {
    run(withLock { $0.finishTask(task) })
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones).
  var unstartedTaskNames: [String?] {
    withLock { $0.unstartedTaskNames }
  }


  // MARK: The test's side

  /// Waits for the next effect the program performs, for the program to finish, or for the
  /// timeout.
  nonisolated(nonsending)
  func nextStep() async -> Step {
    if runsOnMainActor { runQueuedJobsOnMainActor() }
    return await wait(
      { machine, waiter in machine.nextStep(waiter) },
      // The program may already be stalled on a task behind it in the queue.
      whileWaiting: { [self] _ in run(withLock { $0.startTaskIfStalled() }) }
    )
  }

  /// Waits until the program has settled after an answer: it performed another effect,
  /// finished, or has nothing left to run, on the handler's executor nor on the main actor.
  nonisolated(nonsending)
  func settle(afterEvent count: Int) async {
    if runsOnMainActor {
      await settleOnMainActor()
      return
    }
    while true {
      let step = await wait { machine, waiter in machine.settle(afterEvent: count, waiter) }
      if case .busy = step { return }
      let (progressed, wakeUps, mainBlocked) = withLock {
        ($0.eventCount > count || $0.isFinished, $0.executor.wakeUps, $0.isMainThreadBlocked)
      }
      if progressed || mainBlocked { return }
      // The executor is idle, but the program may have hopped to the main actor, whose jobs
      // run on the process's main executor: this runtime cannot see them (it replaces no
      // process-wide executor). The main actor runs its jobs in the order they came, so a job
      // queued there now runs after whatever the program queued there before.
      _ = await wait(
        { machine, waiter in machine.awaitProgress(afterEvent: count, waiter) },
        whileWaiting: { id in
          Task { @MainActor [self] in
            run(withLock { $0.signal(id) })
          }
        }
      )
      // Settled, unless the main actor handed the executor new work.
      if withLock({ $0.executor.wakeUps == wakeUps }) { return }
    }
  }

  /// How many effects the program has performed so far.
  var eventCount: Int {
    withLock { $0.eventCount }
  }

  /// How many effects wait for the test.
  var pendingEffectCount: Int {
    withLock { $0.pendingEffects.count }
  }

  /// Puts back an effect the test took but did not answer.
  func putBack(_ effect: PerformedEffect) {
    withLock { $0.putBack(effect) }
  }

  /// The effects performed and not yet answered, oldest first, left where they are.
  package var pendingEffects: [PerformedEffect] {
    withLock { Array($0.pendingEffects) }
  }

  /// Takes every effect performed and not yet answered.
  package func takeAllPending() -> [PerformedEffect] {
    withLock { $0.takeAllPending() }
  }

  nonisolated(nonsending)
  private func wait(
    timeout: Duration? = nil,
    _ register: (inout Machine, CheckedContinuation<Step, Never>?) -> Machine.WaitAction,
    whileWaiting: (Int) -> Void = { _ in }
  ) async -> Step {
    // Most waits are met at once (the effect already performed, the action already received):
    // answering them without a continuation saves a trip through the caller's executor.
    if case .now(let step) = withLock({ register(&$0, nil) }) { return step }
    let timeout = timeout ?? self.timeout
    var armed: Int?
    let step = await withCheckedContinuation { continuation in
      switch withLock({ register(&$0, continuation) }) {
      case .now(let step):
        continuation.resume(returning: step)
      case .wait(let id):
        armed = id
        whileWaiting(id)
        deadline.arm(id, after: timeout)
      }
    }
    if let armed { deadline.disarm(armed) }
    // Take the lock the program released when it posted the effect, so that what it wrote
    // before posting is visibly ordered before what the test reads: the continuation may
    // resume through an executor hook (a test store's main serial executor) that Thread
    // Sanitizer cannot see through.
    withLock { _ in }
    return step
  }

  // MARK: The executor

  /// Runs the queued jobs from code that is known to run on the main actor but is not isolated
  /// to it (the test handler's steps, called by a test store).
  @discardableResult
  private func runQueuedJobsOnMainActor() -> Bool {
    MainActor.assumeIsolated { runQueuedJobs().isIdle }
  }

  /// A step's end on the main actor: runs the queued jobs; if an effect keeps the executor
  /// busy past the budget, waits for it to go idle (the executor's drainer runs the rest), at most
  /// until the timeout.
  nonisolated(nonsending)
  package func settleOnMainActor() async {
    if runQueuedJobsOnMainActor() { return }
    _ = await wait { machine, waiter in machine.awaitIdle(waiter) }
  }

  /// Ends the test: lets the executor's thread end once it has no job left, and answers every
  /// effect still pending, or performed from now on, with `lateAnswer` (`.forward` to the next
  /// handler outward; any other answer abandons them); tasks still waiting for their turn end without running.
  /// Nothing answers them any more: waiting, they would keep this runtime, and whatever the
  /// program holds, alive for good.
  package func shutDown(answeringLateEffectsWith lateAnswer: PerformedEffect.Answer = .abandon) {
    let late: Machine.LateAnswer
    if case .forward = lateAnswer { late = .forward } else { late = .abandon }
    let end = withLock { $0.end(answeringLateEffectsWith: late) }
    for effect in end.late { answerLate(effect, end.answer) }
    for task in end.skippedTasks { task.resume(returning: false) }
    executor.shutDown(end.executor)
  }

  /// Runs `body`, then the queued jobs on the main actor, inline, until none is left (see
  /// ``TestExecutor/runQueuedJobs(after:)``); returns `body`'s result and whether the executor
  /// is idle.
  @MainActor
  @discardableResult
  package func runQueuedJobs<R>(after body: () -> R = { () }) -> (result: R, isIdle: Bool) {
    executor.runQueuedJobs(after: body)
  }
}

/// Carries a test's answer from the test's task to the blocked program thread; the semaphore
/// orders the write before the read.
private final class AnswerBox: @unchecked Sendable {
  var value: PerformedEffect.Answer?
}

/// What a test handler's step is told.
package enum TestHandlerStep<Effect> {
  /// The program performed an effect (or created a task) that the test must answer.
  case effect(Effect)
  /// Every task of the serial queue has finished; nothing more will happen.
  case finished
  /// The program settled after an answer: it performed another effect or has nothing to run.
  case settled
  /// The step's deadline passed.
  case timedOut
  /// Another step of the same test handler is still waiting: steps run one at a time.
  case busy
}

extension TestHandlerStep: Sendable where Effect: Sendable {}

/// Every decision of the algebraic-effects test runtime, with no concurrency in it: which
/// effect the test sees next, when the program has settled after an answer, when each task may
/// run, which job the executor runs, and how effects are answered once the test has ended.
///
/// Its state is a handful of phases, each an enum, so that a combination that cannot happen
/// cannot be written:
/// - ``Routing``: where a performed effect goes (to the test, straight through to the next
///   handler outward, or, once the test has ended, to its late answer);
/// - the test's one wait (none, or a waiter with what it waits for);
/// - the executor's machine (``TestExecutorStateMachine``), which keeps the jobs; this machine
///   reads what the executor does from it (idle, with jobs queued, or running one, which may be
///   blocked in a synchronous effect) and learns that a job ended from ``nextJob(ranSoFar:)``;
/// - the program (running, or parked for good);
/// - the tasks and their turns (``TestTaskQueue``): the one place that decides when a task
///   under the test handler may start its operation.
///
/// Each operation returns an action enum of its own, which the runtime carries out after
/// unlocking. The test registers a wait by calling the machine under the same lock that every
/// event takes, and the registration first checks whether the wait is already over, so a
/// wake-up can never be missed between the check and the wait. Called with no waiter, a
/// registration only checks (the fast path, which needs no continuation when the answer is
/// already there).
///
/// Generic over what it stores, so that its tests need no tasks or threads.
struct TestHandlerStateMachine<Effect, TestWaiter, TurnWaiter, Job, JobWaiter: Equatable> {
  typealias Step = TestHandlerStep<Effect>
  typealias Executor = TestExecutorStateMachine<Job, JobWaiter>

  /// How effects performed once the test has ended are answered.
  enum LateAnswer: Equatable {
    /// They end as if abandoned: an exhaustive test reported them.
    case abandon
    /// They go to the next handler outward, as at any step of a test store that is not
    /// exhaustive.
    case forward
  }

  /// Where an effect the program performs goes.
  enum Routing {
    /// To the test, which answers it at a step.
    case toTest
    /// Straight to the next handler outward, after `report` is told: the test waits for
    /// something else (a step of a test store that is not exhaustive).
    case fallingThrough(report: (Effect) -> Void)
    /// Nowhere the test sees: the test has ended, and the effect gets its late answer.
    case ended(LateAnswer)
  }

  /// What the caller of ``post(_:blocksExecutor:holdingUntilJobEnds:isTask:)`` must do.
  enum PostAction {
    /// Nothing: the effect waits for the test's next step (or for its job to end).
    case none
    /// Resume the waiting test with the effect.
    case resumeTest(TestWaiter, Step)
    /// Answer the effect as the test's end said: nothing will answer it any more.
    case late(Effect, LateAnswer)
    /// Tell `report`, then send the effect to the next handler outward.
    case fallThrough(Effect, report: (Effect) -> Void)
  }

  /// What the caller of an event that may end the test's wait must do.
  enum WakeAction {
    /// Nothing: no wait ended.
    case none
    /// Resume the waiting test with the step.
    case resumeTest(TestWaiter, Step)
  }

  /// What a step that registers a wait must do.
  enum WaitAction {
    /// Return this step at once: no wait is needed (``TestHandlerStep/busy`` when another
    /// step waits).
    case now(Step)
    /// Wait: the waiter is kept, and a deadline must end the wait with this id.
    case wait(id: Int)
  }

  /// What the caller of a change to the tasks' turns must do.
  enum TaskAction {
    /// Nothing.
    case none
    /// Let the task whose turn came start.
    case startTask(TurnWaiter)
  }

  /// What the caller of ``finishTask(_:)`` must do, and what ``nextJob(ranSoFar:)`` returns
  /// beside the executor's decision: a task may start, and the test's wait may end, both at once.
  struct ProgressAction {
    var start: TaskAction = .none
    var wake: WakeAction = .none
  }

  /// What the drain that calls ``nextJob(ranSoFar:)`` must do.
  struct NextJobAction {
    /// What the executor's machine decided: run a job, or stop.
    var next: Executor.NextAction
    /// The enqueuers off the main actor whose jobs' drain has ended: each goes on.
    var released: [JobWaiter]
    /// What the end of the job that ran last set in motion.
    var progress: ProgressAction
  }

  /// What the caller of ``end(answeringLateEffectsWith:)`` must do.
  struct EndAction {
    /// The effects still pending or held: answer each with `answer`.
    var late: [Effect]
    var answer: LateAnswer
    /// The tasks that waited for their turn: each ends without running.
    var skippedTasks: [TurnWaiter]
    /// What the executor's thread must do so that it ends once it has no job left.
    var executor: Executor.ShutDownAction
  }

  /// What the test waits for.
  private enum Waiting {
    /// The next effect, or the program's end.
    case nextStep
    /// The program to settle after an answer given when `afterEvent` effects had been
    /// performed: another effect, the end, or an executor with nothing it can run.
    case settle(afterEvent: Int)
    /// Another effect or the end, or a signal (see ``signal(_:)``).
    case progress(afterEvent: Int)
    /// An executor with nothing it can run.
    case idle
  }

  /// The test's one wait.
  private enum TestWait {
    case none
    case waiting(id: Int, for: Waiting, waiter: TestWaiter)
  }

  /// The program as a whole.
  private enum Program {
    case running
    /// A task of the program parked for good (its abandoned effect has nothing to return):
    /// it will never perform another effect or finish.
    case parked
  }

  private var routing = Routing.toTest
  private var wait = TestWait.none
  /// The executor's jobs and who runs them.
  private(set) var executor: Executor
  private var program = Program.running
  private var tasks: TestTaskQueue<TurnWaiter>

  private var pending: [Effect] = []
  /// Effects posted by the running job, shown once it ends.
  private var held: [Effect] = []
  private var lastWaitID = 0
  /// How many of the program's threads are blocked on the main thread in a synchronous effect.
  private var blockedOnMainThread = 0
  /// How many effects the program has performed.
  private(set) var eventCount = 0
  /// Whether a step of the test failed: the end of the test adds no noise to it.
  private(set) var didFailStep = false

  init(taskHandling: TaskHandling = .suspend, executor place: Executor.Place = .ownThread) {
    tasks = TestTaskQueue(handling: taskHandling)
    executor = Executor(place: place)
  }

  /// Whether the test has ended: from then on, nothing answers effects or starts tasks.
  var hasEnded: Bool {
    if case .ended = routing { return true }
    return false
  }

  /// Whether the serial queue has run dry: every enqueued task has finished.
  var isFinished: Bool {
    tasks.isDry
  }

  /// Whether the executor can make no progress without the test: it has no job, or the job
  /// it runs is blocked in a synchronous effect waiting for the test.
  var isExecutorIdle: Bool {
    switch executor.activity {
    case .idle: true
    case .queued: false
    case .running(let blocked): blocked
    }
  }

  /// Whether a thread of the program is blocked on the main thread.
  var isMainThreadBlocked: Bool {
    blockedOnMainThread > 0
  }

  /// The effects performed and not yet taken by the test, oldest first.
  var pendingEffects: ArraySlice<Effect> {
    pending[...]
  }

  // MARK: Effects

  /// The program performed an effect.
  ///
  /// An asynchronous effect posted by the job the executor runs (`holdingUntilJobEnds`) is
  /// shown to the test only once that job has ended, that is once the program has suspended:
  /// answered sooner, it would resume within the same job, ahead of the jobs queued before its
  /// answer (task group children, say), and their order would depend on timing.
  ///
  /// While the routing falls through, an effect that is not a task's creation (`isTask`) skips
  /// the test.
  mutating func post(
    _ effect: Effect, blocksExecutor: Bool, holdingUntilJobEnds: Bool = false,
    isTask: Bool = false
  ) -> PostAction {
    switch routing {
    case .ended(let answer):
      return .late(effect, answer)
    case .fallingThrough(let report) where !isTask:
      return .fallThrough(effect, report: report)
    case .fallingThrough, .toTest:
      break
    }
    if holdingUntilJobEnds, case .running = executor.activity {
      held.append(effect)
      return .none
    }
    pending.append(effect)
    eventCount += 1
    if blocksExecutor { executor.blockRunningJob(true) }
    switch wakeTest() {
    case .none: return .none
    case .resumeTest(let waiter, let step): return .resumeTest(waiter, step)
    }
  }

  /// While `report` is set, effects performed go straight to the next handler outward, after
  /// `report` is told; `nil` sends them to the test again. Once the test has ended, nothing
  /// changes.
  mutating func fallThrough(reporting report: ((Effect) -> Void)?) {
    guard !hasEnded else { return }
    routing = report.map { .fallingThrough(report: $0) } ?? .toTest
  }

  /// A step of the test failed.
  mutating func recordStepFailure() {
    didFailStep = true
  }

  /// A thread of the program blocks on the main thread in a synchronous effect (`true`), or
  /// goes on (`false`): while one does, the main actor cannot drain.
  mutating func programBlocksMainThread(_ blocks: Bool) {
    blockedOnMainThread += blocks ? 1 : -1
  }

  /// A synchronous effect that blocked the executor's thread was answered: it runs again.
  mutating func unblockExecutor() {
    executor.blockRunningJob(false)
  }

  /// A task of the program parked for good: a wait for the next step ends as if the program
  /// had finished.
  mutating func park() -> WakeAction {
    program = .parked
    guard case .waiting(_, .nextStep, let waiter) = wait, pending.isEmpty else { return .none }
    wait = .none
    return .resumeTest(waiter, .finished)
  }

  /// Puts an effect the test took but could not answer back at the front.
  mutating func putBack(_ effect: Effect) {
    pending.insert(effect, at: 0)
  }

  /// Takes every effect still pending.
  mutating func takeAllPending() -> [Effect] {
    defer { pending.removeAll() }
    return pending
  }

  // MARK: Test steps

  /// The test waits for the next effect, or the program's end.
  mutating func nextStep(_ waiter: TestWaiter?) -> WaitAction {
    register(.nextStep, waiter)
  }

  /// The test waits for the program to settle after an answer given when ``eventCount`` was
  /// `afterEvent`: until it performs another effect, finishes, or its executor goes idle.
  mutating func settle(afterEvent: Int, _ waiter: TestWaiter?) -> WaitAction {
    register(.settle(afterEvent: afterEvent), waiter)
  }

  /// The test waits for the program to make progress the test can see after `afterEvent`:
  /// another effect, or finishing. Something else (a drained main actor) may end the wait
  /// with ``signal(_:)``.
  mutating func awaitProgress(afterEvent: Int, _ waiter: TestWaiter?) -> WaitAction {
    register(.progress(afterEvent: afterEvent), waiter)
  }

  /// The test waits until the executor has nothing it can run.
  mutating func awaitIdle(_ waiter: TestWaiter?) -> WaitAction {
    register(.idle, waiter)
  }

  /// Ends the wait with `id`, if it still waits, as settled.
  mutating func signal(_ id: Int) -> WakeAction {
    endWait(id, with: .settled)
  }

  /// The deadline of the wait with `id` passed.
  mutating func timeOut(_ id: Int) -> WakeAction {
    endWait(id, with: .timedOut)
  }

  private mutating func register(_ waiting: Waiting, _ waiter: TestWaiter?) -> WaitAction {
    if case .waiting = wait { return .now(.busy) }
    if let step = step(for: waiting) { return .now(step) }
    lastWaitID += 1
    if let waiter { wait = .waiting(id: lastWaitID, for: waiting, waiter: waiter) }
    return .wait(id: lastWaitID)
  }

  private mutating func endWait(_ id: Int, with step: Step) -> WakeAction {
    guard case .waiting(id, _, let waiter) = wait else { return .none }
    wait = .none
    return .resumeTest(waiter, step)
  }

  /// The step that ends a wait for `waiting` now, if any; an effect it returns leaves the
  /// pending ones.
  private mutating func step(for waiting: Waiting) -> Step? {
    switch waiting {
    case .nextStep:
      if !pending.isEmpty { return .effect(pending.removeFirst()) }
      if isFinished { return .finished }
      if case .parked = program { return .finished }
      return nil
    case .settle(let afterEvent):
      if eventCount > afterEvent || isExecutorIdle { return .settled }
      if isFinished { return .finished }
      return nil
    case .progress(let afterEvent):
      return eventCount > afterEvent || isFinished ? .settled : nil
    case .idle:
      return isExecutorIdle ? .settled : nil
    }
  }

  private mutating func wakeTest() -> WakeAction {
    guard case .waiting(_, let waiting, let waiter) = wait else { return .none }
    // A parked program ends only a wait registered after it parked, or `park()` itself.
    if case .nextStep = waiting, pending.isEmpty, !isFinished { return .none }
    guard let step = step(for: waiting) else { return .none }
    wait = .none
    return .resumeTest(waiter, step)
  }

  // MARK: Tasks

  /// The program: the first task of the serial queue, running from the start.
  mutating func createProgram() -> Int {
    tasks.createProgram()
  }

  /// A task that `Task.effect` creates: it joins the queue, waits for the test, or is held
  /// back until awaited, as the handling says (see ``TestTaskQueue``).
  mutating func createTask(named name: String? = nil) -> Int {
    tasks.create(named: name, testHasEnded: hasEnded)
  }

  /// Appends a created task to the serial queue.
  mutating func enqueue(_ task: Int) -> TaskAction {
    guard !hasEnded else { return .none }
    return tasks.enqueue(task).map(TaskAction.startTask) ?? .none
  }

  /// Starts a created task at once, outside the serial queue (the test forwarded it).
  mutating func startUnscheduled(_ task: Int) -> TaskAction {
    tasks.startUnscheduled(task).map(TaskAction.startTask) ?? .none
  }

  /// A task waits for its turn: it may run now, or later (`waiter` is kept to start it), or
  /// never, once the test has ended.
  mutating func awaitTurn(_ task: Int, _ waiter: TurnWaiter) -> TestTaskQueue<TurnWaiter>.Turn {
    tasks.awaitTurn(task, waiter, testHasEnded: hasEnded)
  }

  /// Something awaits `task`'s value: it starts before its turn, after the tasks ahead of it
  /// that have not started (see ``TestTaskQueue/demand(_:)``).
  mutating func demand(_ task: Int) -> TaskAction {
    tasks.demand(task).map(TaskAction.startTask) ?? .none
  }

  /// A task told to run has begun its operation: an awaited task behind it may start (see
  /// ``TestTaskQueue/begin(_:)``).
  mutating func begin(_ task: Int) -> TaskAction {
    tasks.begin(task).map(TaskAction.startTask) ?? .none
  }

  /// A task finished: the next one in the queue may start, and the test may be waiting for
  /// the program's end.
  mutating func finishTask(_ task: Int) -> ProgressAction {
    let start = tasks.finish(task).map(TaskAction.startTask) ?? .none
    return ProgressAction(start: start, wake: wakeTest())
  }

  /// Starts the next enqueued task before its turn when nothing else can happen: the test
  /// waits for an effect, none is pending, and the executor has nothing to run, so everything
  /// ahead in the queue is suspended on something outside it, such as that very task's value.
  /// Without this, a program awaiting a task it queued would wait for good.
  mutating func startTaskIfStalled() -> TaskAction {
    guard case .waiting(_, .nextStep, _) = wait, case .running = program, executor.activity == .idle,
      pending.isEmpty, held.isEmpty, !isFinished
    else { return .none }
    return tasks.startNextBeforeItsTurn().map(TaskAction.startTask) ?? .none
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones).
  var unstartedTaskNames: [String?] {
    tasks.unstartedNames
  }

  // MARK: The end of the test

  /// The test has ended: the effects still pending (or held) are answered as late ones, and
  /// so is every effect performed from now on; the tasks still waiting for their turn end
  /// without running, and so does every task that asks for its turn from now on. Without
  /// this, each would wait for good, and keep everything it holds (the handler's storage
  /// among it) alive.
  mutating func end(answeringLateEffectsWith lateAnswer: LateAnswer = .abandon) -> EndAction {
    routing = .ended(lateAnswer)
    defer {
      pending.removeAll()
      held.removeAll()
    }
    return EndAction(
      late: pending + held, answer: lateAnswer, skippedTasks: tasks.abandonUnstarted(),
      executor: executor.shutDown()
    )
  }

  // MARK: The executor's jobs

  /// A job was enqueued on the executor; see ``TestExecutorStateMachine/enqueue(_:handedOffBy:mayDrainInline:)``.
  mutating func enqueueJob(
    _ job: Job, handedOffBy waiter: JobWaiter?, mayDrainInline: Bool
  ) -> Executor.EnqueueAction {
    executor.enqueue(job, handedOffBy: waiter, mayDrainInline: mayDrainInline)
  }

  /// A drain begins on the main actor; see ``TestExecutorStateMachine/beginDrain()``.
  mutating func beginDrain() -> Executor.BeginDrainAction {
    executor.beginDrain()
  }

  /// An enqueuer off the main actor stopped waiting for its job's drain.
  mutating func abandonHandOff(_ waiter: JobWaiter) {
    executor.abandonHandOff(waiter)
  }

  /// The running drain asks what to do, having run `ranSoFar` jobs: the executor's machine
  /// decides, and if a job ran since the last call, its end shows the test the effects it
  /// posted, may end the test's wait, or start a task when nothing else can happen.
  ///
  /// The progress is judged once the executor's machine has decided: a job it starts leaves
  /// the executor as busy as the jobs still queued would have, so no wait ends sooner or later
  /// for it.
  mutating func nextJob(ranSoFar: Int) -> NextJobAction {
    let jobEnded = if case .running = executor.activity { true } else { false }
    let next = executor.next(ranSoFar: ranSoFar)
    let progress = jobEnded ? showHeldEffects() : ProgressAction()
    return NextJobAction(next: next, released: executor.takeReleasedWaiters(), progress: progress)
  }

  /// A job ended: the effects it posted are shown to the test.
  private mutating func showHeldEffects() -> ProgressAction {
    if !held.isEmpty {
      pending.append(contentsOf: held)
      eventCount += held.count
      held.removeAll()
    }
    let wake = wakeTest()
    if case .resumeTest = wake { return ProgressAction(wake: wake) }
    return ProgressAction(start: startTaskIfStalled())
  }
}

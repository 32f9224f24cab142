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

/// Every decision of the test runtime, with no concurrency in it: which effect the test sees
/// next, when the program has settled after an answer, which task of the serial queue may run,
/// and which job the executor runs next.
///
/// The test waits for one thing at a time (a *waiter*): the next effect, the program settling,
/// or the executor going idle. Every event that can satisfy a waiter (an effect performed, a
/// job finished) checks it and hands back the waiter to resume; a deadline that passes first
/// ends it with ``TestHandlerStep/timedOut``. Registering a waiter checks its condition under
/// the same lock, so a wake-up can never be missed between the check and the wait. Called
/// with no waiter, each of these only checks (the storage's fast path, which needs no
/// continuation when the condition already holds).
///
/// ``TestHandlerCore`` holds it under a lock and carries out the actions it returns after
/// unlocking. It is generic over what it stores so that its tests need no tasks or threads.
struct TestHandlerStateMachine<Effect, TestWaiter, TurnWaiter> {
  typealias Step = TestHandlerStep<Effect>

  /// What the storage must do after unlocking.
  enum Action {
    case resumeTest(TestWaiter, Step)
    case startTask(TurnWaiter)
    /// The test ended before the task's turn came: it must end without running.
    case skipTask(TurnWaiter)
    /// The effect was performed (or left pending) when the test had ended: nothing will answer
    /// it, so the storage answers it as the test's end said.
    case late(Effect, LateAnswer)
    /// The effect goes straight to the next handler outward, after `report` is told: the test
    /// is waiting for something else (a step of a test store that is not exhaustive).
    case fallThrough(Effect, report: (Effect) -> Void)
  }

  /// How effects performed once the test has ended are answered.
  enum LateAnswer: Equatable {
    /// They end as if abandoned: an exhaustive test reported them.
    case abandon
    /// They go to the next handler outward, as at any step of a test store that is not
    /// exhaustive.
    case forward
  }

  /// When a task that asks for its turn may run.
  enum Turn: Equatable {
    /// At once: it is running already.
    case now
    /// Once its turn comes: its waiter is kept until then.
    case later
    /// Never: the test ended before its turn.
    case never
  }

  private enum Entry {
    case created
    case enqueued
    case running
    case finished
    /// Created or enqueued when the test ended: it never runs.
    case abandoned
  }

  private enum Waiting {
    case nextStep
    case settle(afterEvent: Int)
    case progress(afterEvent: Int)
    case idle
  }

  private var pending: [Effect] = []
  /// Effects posted by the running job, shown once it ends.
  private var held: [Effect] = []
  private(set) var eventCount = 0
  /// How many jobs have been enqueued on the executor, ever: tells whether work arrived.
  private(set) var jobCount = 0
  private var testWaiter: (id: Int, waiting: Waiting, waiter: TestWaiter)?
  private var nextWaiterID = 0

  private var entries: [Entry] = []
  private var waiters: [Int: TurnWaiter] = [:]
  private var queue: [Int] = []
  private var queueHead = 0

  private var isParked = false
  /// Where effects the program performs go: to the test, or straight through to the next
  /// handler outward while `report` is set.
  private var fallThroughReport: ((Effect) -> Void)?
  private var lateAnswer = LateAnswer.abandon
  private var taskNames: [Int: String] = [:]
  /// How many of the program's threads are blocked on the main thread in a synchronous effect.
  private var blockedOnTheMainThread = 0
  /// Whether a step of the test failed.
  private(set) var didFailStep = false
  /// Whether the test has ended: from then on, nothing answers effects or starts tasks.
  private(set) var hasEnded = false

  /// How many jobs wait in the executor's queue (``TestExecutor`` holds the jobs themselves).
  private var queuedJobs = 0
  private var isRunningJob = false
  private var isRunningJobBlocked = false

  /// Whether the serial queue has run dry: every enqueued task has finished.
  var isFinished: Bool {
    queueHead == queue.count
  }

  /// Whether the executor can make no progress without the test: it has no job, or the job
  /// it runs is blocked in a synchronous effect waiting for the test (the jobs queued behind it
  /// cannot run before the test answers).
  var isExecutorIdle: Bool {
    isRunningJob ? isRunningJobBlocked : queuedJobs == 0
  }

  /// Whether jobs wait to run on the executor.
  var hasQueuedJobs: Bool {
    queuedJobs > 0
  }

  /// The effects performed and not yet taken by the test, oldest first.
  var pendingEffects: ArraySlice<Effect> {
    pending[...]
  }

  // MARK: Effects

  /// The program performed an effect.
  ///
  /// An asynchronous effect posted by the job the executor runs (`holdingUntilTheJobEnds`) is
  /// shown to the test only once that job has ended, that is once the program has suspended:
  /// answered sooner, it would resume within the same job, ahead of the jobs queued before its
  /// answer (task group children, say), and their order would depend on timing.
  ///
  /// While the test store falls through (``fallThrough(reporting:)``), an effect that is not a
  /// task's creation (`isTask`) skips the test.
  mutating func post(
    _ effect: Effect, blocksExecutor: Bool, holdingUntilTheJobEnds: Bool = false,
    isTask: Bool = false
  ) -> Action? {
    if let report = fallThroughReport, !isTask { return .fallThrough(effect, report: report) }
    if hasEnded { return .late(effect, lateAnswer) }
    if holdingUntilTheJobEnds, isRunningJob {
      held.append(effect)
      return nil
    }
    pending.append(effect)
    eventCount += 1
    if blocksExecutor { isRunningJobBlocked = true }
    return wakeTest()
  }

  /// While `report` is set, effects performed go straight to the next handler outward, after
  /// `report` is told; `nil` sends them to the test again.
  mutating func fallThrough(reporting report: ((Effect) -> Void)?) {
    fallThroughReport = report
  }

  /// A step of the test failed: the end of the test adds no noise to it.
  mutating func recordStepFailure() {
    didFailStep = true
  }

  /// A thread of the program blocks on the main thread in a synchronous effect (`true`), or
  /// goes on (`false`): while one does, the main actor cannot drain.
  mutating func programBlocksTheMainThread(_ blocks: Bool) {
    blockedOnTheMainThread += blocks ? 1 : -1
  }

  /// Whether a thread of the program is blocked on the main thread.
  var isTheMainThreadBlocked: Bool {
    blockedOnTheMainThread > 0
  }

  /// A synchronous effect that blocked the executor's thread was answered: it runs again.
  mutating func unblockExecutor() {
    isRunningJobBlocked = false
  }

  /// A task of the program parked for good (its abandoned effect has nothing to return): it
  /// will never perform another effect or finish, so a wait for the next step ends as if the
  /// program had finished.
  mutating func park() -> Action? {
    isParked = true
    guard let current = testWaiter, case .nextStep = current.waiting, pending.isEmpty else {
      return nil
    }
    testWaiter = nil
    return .resumeTest(current.waiter, .finished)
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

  /// The test waits for the next effect. Returns the step at once if there is one, or an id
  /// to time the wait out with.
  mutating func nextStep(_ waiter: TestWaiter?) -> (Step?, id: Int) {
    if testWaiter != nil { return (.busy, 0) }
    if !pending.isEmpty { return (.effect(pending.removeFirst()), 0) }
    if isFinished || isParked { return (.finished, 0) }
    nextWaiterID += 1
    guard let waiter else { return (nil, 0) }
    testWaiter = (nextWaiterID, .nextStep, waiter)
    return (nil, nextWaiterID)
  }

  /// The test waits for the program to settle after an answer given when `eventCount` was
  /// `afterEvent`: until it performs another effect, finishes, or its executor goes idle.
  mutating func settle(afterEvent: Int, _ waiter: TestWaiter?) -> (Step?, id: Int) {
    if testWaiter != nil { return (.busy, 0) }
    if let step = settledStep(afterEvent: afterEvent) { return (step, 0) }
    nextWaiterID += 1
    guard let waiter else { return (nil, 0) }
    testWaiter = (nextWaiterID, .settle(afterEvent: afterEvent), waiter)
    return (nil, nextWaiterID)
  }

  /// The test waits for the program to make progress the test can see after `afterEvent`:
  /// another effect, or finishing. Something else (a drained main actor) may end the wait
  /// with ``signal(_:)``.
  mutating func awaitProgress(afterEvent: Int, _ waiter: TestWaiter?) -> (Step?, id: Int) {
    if testWaiter != nil { return (.busy, 0) }
    if eventCount > afterEvent || isFinished { return (.settled, 0) }
    nextWaiterID += 1
    guard let waiter else { return (nil, 0) }
    testWaiter = (nextWaiterID, .progress(afterEvent: afterEvent), waiter)
    return (nil, nextWaiterID)
  }

  /// Ends the wait with `id`, if it still waits, as settled.
  mutating func signal(_ id: Int) -> Action? {
    guard let current = testWaiter, current.id == id else { return nil }
    testWaiter = nil
    return .resumeTest(current.waiter, .settled)
  }

  /// The deadline of the wait with `id` passed.
  mutating func timeOut(_ id: Int) -> Action? {
    guard let current = testWaiter, current.id == id else { return nil }
    testWaiter = nil
    return .resumeTest(current.waiter, .timedOut)
  }

  private func settledStep(afterEvent: Int) -> Step? {
    if eventCount > afterEvent || isExecutorIdle { return .settled }
    if isFinished { return .finished }
    return nil
  }

  private mutating func wakeTest() -> Action? {
    guard let current = testWaiter else { return nil }
    switch current.waiting {
    case .nextStep:
      if !pending.isEmpty {
        testWaiter = nil
        return .resumeTest(current.waiter, .effect(pending.removeFirst()))
      }
      if isFinished {
        testWaiter = nil
        return .resumeTest(current.waiter, .finished)
      }
    case .settle(let afterEvent):
      if let step = settledStep(afterEvent: afterEvent) {
        testWaiter = nil
        return .resumeTest(current.waiter, step)
      }
    case .progress(let afterEvent):
      if eventCount > afterEvent || isFinished {
        testWaiter = nil
        return .resumeTest(current.waiter, .settled)
      }
    case .idle:
      if isExecutorIdle {
        testWaiter = nil
        return .resumeTest(current.waiter, .settled)
      }
    }
    return nil
  }

  /// The test waits until the executor has nothing to run.
  mutating func awaitIdle(_ waiter: TestWaiter?) -> (Step?, id: Int) {
    if testWaiter != nil { return (.busy, 0) }
    if isExecutorIdle { return (.settled, 0) }
    nextWaiterID += 1
    guard let waiter else { return (nil, 0) }
    testWaiter = (nextWaiterID, .idle, waiter)
    return (nil, nextWaiterID)
  }

  // MARK: The serial queue of tasks

  /// A task joins the handler's books; it runs once enqueued and everything ahead has finished.
  mutating func createTask() -> Int {
    entries.append(.created)
    return entries.count - 1
  }

  /// Appends a created task to the serial queue.
  mutating func enqueue(_ task: Int) -> [Action] {
    guard !hasEnded, entries[task] == .created else { return [] }
    entries[task] = .enqueued
    queue.append(task)
    return startReadyTasks()
  }

  /// Starts a created task at once, outside the serial queue (the test forwarded it).
  mutating func startUnscheduled(_ task: Int) -> Action? {
    guard entries[task] == .created else { return nil }
    entries[task] = .running
    return waiters.removeValue(forKey: task).map(Action.startTask)
  }

  /// A task waits for its turn: it may run now, or later (`waiter` is kept to start it), or
  /// never, once the test has ended.
  mutating func awaitTurn(_ task: Int, _ waiter: TurnWaiter) -> Turn {
    switch entries[task] {
    case .running, .finished:
      return .now
    case .abandoned:
      return .never
    case .created, .enqueued:
      if hasEnded {
        entries[task] = .abandoned
        return .never
      }
      waiters[task] = waiter
      return .later
    }
  }

  /// A task finished: the next one in the queue may start.
  mutating func finishTask(_ task: Int) -> [Action] {
    entries[task] = .finished
    var actions = startReadyTasks()
    if let wake = wakeTest() { actions.append(wake) }
    return actions
  }

  private mutating func startReadyTasks() -> [Action] {
    while queueHead < queue.count {
      let head = queue[queueHead]
      switch entries[head] {
      case .finished, .abandoned:
        queueHead += 1
      case .enqueued:
        entries[head] = .running
        return waiters.removeValue(forKey: head).map { [.startTask($0)] } ?? []
      case .created, .running:
        return []
      }
    }
    return []
  }

  /// Starts the next enqueued task before its turn when nothing else can happen: the test
  /// waits for an effect, none is pending, and the executor has nothing to run, so everything
  /// ahead in the queue is suspended on something outside it, such as that very task's value.
  /// Without this, a program awaiting a task it queued would wait for good.
  mutating func startATaskIfStalled() -> Action? {
    guard let current = testWaiter, case .nextStep = current.waiting,
      pending.isEmpty, held.isEmpty, !isFinished, !isParked, !hasQueuedJobs, !isRunningJob
    else { return nil }
    for index in queueHead..<queue.count {
      let task = queue[index]
      if entries[task] == .enqueued, let waiter = waiters.removeValue(forKey: task) {
        entries[task] = .running
        return .startTask(waiter)
      }
    }
    return nil
  }

  /// Remembers a task's name, for messages.
  mutating func name(_ task: Int, _ name: String?) {
    taskNames[task] = name
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones).
  var unstartedTaskNames: [String?] {
    unstartedTasks.map { taskNames[$0] }
  }

  /// Tasks created but never enqueued, and enqueued tasks still waiting for their turn.
  var unstartedTasks: [Int] {
    entries.indices.filter {
      switch entries[$0] {
      case .created, .enqueued: true
      case .running, .finished, .abandoned: false
      }
    }
  }

  // MARK: The end of the test

  /// The test has ended: the effects still pending (or held) are answered as late ones, and
  /// so is every effect performed from now on; the tasks still waiting for their turn end
  /// without running, and so does every task that asks for its turn from now on. Without
  /// this, each would wait for good, and keep everything it holds (the handler's storage
  /// among it) alive.
  mutating func end(answeringLateEffectsWith lateAnswer: LateAnswer = .abandon) -> [Action] {
    hasEnded = true
    self.lateAnswer = lateAnswer
    var actions = (pending + held).map { Action.late($0, lateAnswer) }
    pending.removeAll()
    held.removeAll()
    for task in unstartedTasks {
      entries[task] = .abandoned
      if let waiter = waiters.removeValue(forKey: task) { actions.append(.skipTask(waiter)) }
    }
    return actions
  }

  // MARK: The executor's jobs

  /// A job is about to join the executor's queue.
  mutating func jobEnqueued() {
    queuedJobs += 1
    jobCount += 1
  }

  /// The executor took a job from its queue and runs it.
  mutating func jobStarted() {
    queuedJobs -= 1
    isRunningJob = true
    isRunningJobBlocked = false
  }

  /// The executor finished running a job.
  mutating func finishJob() -> Action? {
    isRunningJob = false
    isRunningJobBlocked = false
    if !held.isEmpty {
      pending.append(contentsOf: held)
      eventCount += held.count
      held.removeAll()
    }
    return wakeTest() ?? startATaskIfStalled()
  }
}

import Dispatch
import Foundation

/// The storage of one test handler: its state machine behind a lock, the thread of its serial
/// executor, and the continuations the state machine's actions resume.
///
/// Every `withTestHandler` has its own core and its own thread: parallel tests share nothing.
///
/// The core is also the handler's serial executor: the program and every task it starts under
/// the test handler run their non-isolated code on its thread, one job at a time, in the order
/// they were enqueued.
package final class TestHandlerCore: TaskExecutor, @unchecked Sendable {
  typealias Step = TestHandlerStep<PerformedEffect>
  typealias Machine = TestHandlerStateMachine<
    PerformedEffect,
    CheckedContinuation<Step, Never>,
    UnsafeContinuation<Void, Never>,
    UnownedJob
  >

  let taskHandling: TaskHandling
  let timeout: Duration
  private let condition = NSCondition()
  private var machine = Machine()
  private var thread: pthread_t?
  private var isThreadRunning = false
  private var isShutDown = false
  private var programError: (any Error)?
  private var taskNames: [Int: String] = [:]
  private var blockedOnMainThread = 0
  private var hasFailedStep = false

  package init(taskHandling: TaskHandling, timeout: Duration) {
    self.taskHandling = taskHandling
    self.timeout = timeout
  }

  private func withLock<R>(_ body: (inout Machine) -> R) -> R {
    condition.lock()
    defer { condition.unlock() }
    return body(&machine)
  }

  private func run(_ actions: [Machine.Action]) {
    for action in actions { run(action) }
  }

  private func run(_ action: Machine.Action?) {
    switch action {
    case .resumeTest(let waiter, let step)?:
      waiter.resume(returning: step)
    case .startTask(let waiter)?:
      waiter.resume()
    case nil:
      break
    }
  }

  // MARK: The program's side

  /// Posts an effect the program performed; `resume` receives the test's answer.
  func post(_ effect: PerformedEffect, blocksExecutor: Bool = false) {
    run(withLock { $0.post(effect, blocksExecutor: blocksExecutor) })
  }

  /// Performs a synchronous effect: blocks the calling thread until the test answers, however
  /// long that takes. A program's synchronous code runs on the handler's own thread, so no
  /// thread of the cooperative pool waits here.
  func performBlocking(
    key: ObjectIdentifier,
    kind: PerformedEffect.Kind,
    description: String,
    arguments: Any
  ) -> PerformedEffect.Answer {
    let semaphore = DispatchSemaphore(value: 0)
    let answer = AnswerBox()
    let onExecutor = isExecutorThread
    // A program blocked on the main thread cannot let the main actor drain while it waits.
    let onMainThread = Thread.isMainThread
    if onMainThread { withLock { _ in blockedOnMainThread += 1 } }
    defer { if onMainThread { withLock { _ in blockedOnMainThread -= 1 } } }
    let effect = PerformedEffect(
      key: key, kind: kind, description: description, arguments: arguments
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
    description: String,
    arguments: Any
  ) async -> PerformedEffect.Answer {
    await withCheckedContinuation { continuation in
      post(
        PerformedEffect(
          key: key, kind: kind, description: description, arguments: arguments
        ) { continuation.resume(returning: $0) }
      )
    }
  }

  /// Notes that a step of the test failed.
  func recordStepFailure() {
    withLock { _ in hasFailedStep = true }
  }

  /// Whether a step of the test failed.
  var didFailStep: Bool {
    withLock { _ in hasFailedStep }
  }

  /// Records how the program itself ended.
  func programEnded(throwing error: (any Error)?) {
    withLock { _ in programError = error }
  }

  /// The error the program threw, if it ended by throwing.
  var programFailure: (any Error)? {
    withLock { _ in programError }
  }

  // MARK: Tasks

  /// Registers a task with the serial queue; it runs once enqueued and at the queue's head.
  package func createTask() -> Int {
    withLock { $0.createTask() }
  }

  /// Appends a task to the serial queue.
  package func enqueue(_ task: Int) {
    run(withLock { $0.enqueue(task) })
  }

  /// Starts a task at once, outside the serial queue.
  func startUnscheduled(_ task: Int) {
    run(withLock { $0.startUnscheduled(task) })
  }

  /// Suspends the calling task until its turn in the serial queue.
  nonisolated(nonsending)
  func awaitTurn(_ task: Int) async {
    await withUnsafeContinuation { continuation in
      let runsNow = withLock { $0.awaitTurn(task, continuation) }
      if runsNow { continuation.resume() }
    }
  }

  /// A task of the serial queue finished.
  func finishTask(_ task: Int) {
    run(withLock { $0.finishTask(task) })
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones).
  var unstartedTaskNames: [String?] {
    withLock { machine in machine.unstartedTasks.map { taskNames[$0] } }
  }

  /// Remembers a task's name for messages.
  func name(_ task: Int, _ name: String?) {
    withLock { _ in taskNames[task] = name }
  }

  // MARK: The test's side

  /// Waits for the next effect the program performs, for the program to finish, or for the
  /// timeout.
  func nextStep() async -> Step {
    await wait { machine, waiter in machine.nextStep(waiter) }
  }

  /// Waits until the program has settled after an answer: it performed another effect,
  /// finished, or has nothing left to run, on the handler's executor nor on the main actor.
  func settle(afterEvent count: Int) async {
    while true {
      let step = await wait { machine, waiter in machine.settle(afterEvent: count, waiter) }
      if case .busy = step { return }
      let (progressed, jobs, mainBlocked) = withLock {
        ($0.eventCount > count || $0.isFinished, $0.jobCount, blockedOnMainThread > 0)
      }
      if progressed || mainBlocked { return }
      // The executor is idle, but the program may have hopped to the main actor. A lowest
      // priority job on the main actor runs after whatever the program queued there.
      _ = await wait(
        { machine, waiter in machine.awaitProgress(afterEvent: count, waiter) },
        whileWaiting: { id in
          Task(priority: .background) { @MainActor [self] in
            run(withLock { $0.signal(id) })
          }
        }
      )
      // Settled, unless the main actor handed the executor new work.
      if withLock({ $0.jobCount == jobs }) { return }
    }
  }

  /// How many effects the program has performed so far.
  var eventCount: Int {
    withLock { $0.eventCount }
  }

  /// Whether the serial executor can make no progress on its own: it has no job to run, or
  /// the job it runs waits for the test.
  package var isExecutorIdle: Bool {
    withLock { $0.isExecutorIdle }
  }

  /// How many effects wait for the test.
  var pendingEffectCount: Int {
    withLock { $0.pendingEffects.count }
  }

  /// Puts back an effect the test took but did not answer.
  func putBack(_ effect: PerformedEffect) {
    withLock { $0.putBack(effect) }
  }

  /// Takes every effect performed and not yet answered.
  package func takeAllPending() -> [PerformedEffect] {
    withLock { $0.takeAllPending() }
  }

  private func wait(
    _ register: (inout Machine, CheckedContinuation<Step, Never>) -> (Step?, id: Int),
    whileWaiting: (Int) -> Void = { _ in }
  ) async -> Step {
    let timeout = self.timeout
    let timer = LockedTimer()
    let step = await withCheckedContinuation { continuation in
      let (step, id) = withLock { register(&$0, continuation) }
      if let step {
        continuation.resume(returning: step)
        return
      }
      whileWaiting(id)
      timer.task = Task { [self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled else { return }
        run(withLock { $0.timeOut(id) })
      }
    }
    timer.task?.cancel()
    // Take the lock the program released when it posted the effect, so that what it wrote
    // before posting is visibly ordered before what the test reads: the continuation may
    // resume through an executor hook (a test store's main serial executor) that Thread
    // Sanitizer cannot see through.
    withLock { _ in }
    return step
  }

  // MARK: The executor

  package func enqueue(_ job: consuming ExecutorJob) {
    schedule(UnownedJob(job))
  }

  /// Queues a job for the handler's thread, starting the thread if it is not running.
  private func schedule(_ job: UnownedJob) {
    let startsThread = withLock { machine -> Bool in
      machine.enqueueJob(job)
      condition.signal()
      guard !isThreadRunning else { return false }
      isThreadRunning = true
      return true
    }
    if startsThread { startThread() }
  }

  /// Lets the thread end once it has no job left.
  package func shutDown() {
    withLock { _ in
      isShutDown = true
      condition.signal()
    }
  }

  private var isExecutorThread: Bool {
    withLock { _ in thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  private func startThread() {
    let thread = Thread { [self] in runJobs() }
    thread.name = "AlgebraicEffects.TestHandler"
    // Synchronous programs run on this thread: give them the stack of a main thread.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private func runJobs() {
    condition.lock()
    thread = pthread_self()
    while true {
      if let job = machine.takeJob() {
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
        condition.lock()
        let action = machine.finishJob()
        condition.unlock()
        run(action)
        condition.lock()
        continue
      }
      if isShutDown {
        isThreadRunning = false
        thread = nil
        condition.unlock()
        return
      }
      condition.wait()
    }
  }
}

/// Carries a test's answer from the test's task to the blocked program thread; the semaphore
/// orders the write before the read.
private final class AnswerBox: @unchecked Sendable {
  var value: PerformedEffect.Answer?
}

/// The timer of one wait; set inside the continuation's closure, cancelled after it resumes.
private final class LockedTimer: @unchecked Sendable {
  private let lock = NSLock()
  private var _task: Task<Void, Never>?
  var task: Task<Void, Never>? {
    get { lock.withLock { _task } }
    set { lock.withLock { _task = newValue } }
  }
}

import AlgebraicEffectsThreadLocal
import Dispatch
import Foundation

/// The serial executor of a test runtime: a program, a test store's effects and every task they
/// start run their non-isolated code here, one job at a time, in the order the jobs were
/// enqueued.
///
/// It shares its runtime's state and lock, not the runtime itself: its decisions (who drains
/// the queue, when the thread starts, parks and ends) are ``TestExecutorStateMachine``'s, which
/// keeps the jobs and is held by the handler's machine; the drain asks the handler's machine for
/// each next job (``TestHandlerStateMachine/nextJob(ranSoFar:)``), which also learns there that
/// the previous job ended. Each job so takes the runtime's one lock as it is enqueued, and once
/// between two jobs. The tasks that prefer the executor keep it alive, and with it
/// that state, but not the runtime, which is freed with the test that made it.
///
/// Who drains a main-actor executor's job depends on who enqueued it:
/// - the test's own code on the main actor (a `TestClock` advanced there): the enqueuer, inline,
///   before it goes on, so that the woken effect reaches its next sleep (a timer's next tick)
///   before the advance looks for the next one;
/// - a thread off the main actor: the executor's drainer, while that thread waits until the
///   drain has run the job (it is handed off), for the same reason;
/// - anything else (a task's cancellation, which runs under the task's lock; a drain already
///   running): the drainer or the running drain, later.
package final class TestExecutor: TaskExecutor, Sendable {
  typealias Machine = TestHandlerRuntime.Machine

  /// The runtime's state, behind its one lock.
  let state: Locked<TestHandlerRuntime.State>
  /// Whether the jobs run on the main actor (a test store's) or on a thread of the executor's own
  /// (a `withTestHandler`'s).
  package let runsOnMainActor: Bool
  /// Where the executor's parked thread waits; signalled once per wake-up its machine decides.
  private let parking = DispatchSemaphore(value: 0)

  init(state: Locked<TestHandlerRuntime.State>, onMainActor: Bool) {
    self.state = state
    self.runsOnMainActor = onMainActor
  }

  /// A thread off the main actor that waits for the drain that runs the job it enqueued.
  final class HandOff: Equatable, Sendable {
    let drained = DispatchSemaphore(value: 0)
    static func == (lhs: HandOff, rhs: HandOff) -> Bool { lhs === rhs }
  }

  /// Whether the caller runs on the main queue, where the main actor's jobs (and so the drains)
  /// run: not always the main thread, which a test runner may leave to `dispatchMain()`.
  private static var isOnMainQueue: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

  /// How long a hand-off waits for the main actor at most: a main thread blocked on the
  /// enqueuing thread must not hold it (and the main thread) for good, and a main actor that
  /// parallel tests keep busy on a loaded machine must still be waited for (see TestRuntime.md,
  /// "Alternatives considered").
  private static let handOffDeadline = DispatchTimeInterval.seconds(5)

  /// Whether the caller runs on the executor's own thread.
  var isCurrentThread: Bool {
    state.withLock { $0.thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let onMainQueue = runsOnMainActor && Self.isOnMainQueue
    let handOff = runsOnMainActor && !onMainQueue ? HandOff() : nil
    let mayDrainInline = onMainQueue && algebraic_effects_get_inline_drains_held() == 0
    let action = state.withLock {
      $0.machine.enqueueJob(job, handedOffBy: handOff, mayDrainInline: mayDrainInline)
    }
    switch action {
    case .none:
      break
    case .scheduleDrainOnMainActor:
      scheduleDrainOnMainActor()
    case .drainInline:
      MainActor.assumeIsolated { _ = runQueuedJobs() }
    case .startThread:
      startThread()
    case .wakeThread:
      parking.signal()
    }
    if let handOff, handOff.drained.wait(timeout: .now() + Self.handOffDeadline) == .timedOut {
      state.withLock { $0.machine.abandonHandOff(handOff) }
    }
  }

  /// Runs `body`, then the queued jobs on the main actor, inline, until none is left or the
  /// budget is spent; returns `body`'s result and whether the executor is idle. Jobs the running
  /// ones enqueue run too, so on return every job has finished or suspended on something outside
  /// the executor (a clock, the test, an answer). A drain nested in another returns at once: the
  /// outer one runs the jobs.
  ///
  /// `body` runs first, with the drain already begun, so the jobs it enqueues (a reducer's new
  /// effects) wake no drainer.
  @MainActor
  @discardableResult
  package func runQueuedJobs<R>(after body: () -> R = { () }) -> (result: R, isIdle: Bool) {
    let begin = state.withLock { $0.machine.beginDrain() }
    let result = body()
    guard begin == .drain else { return (result, false) }
    var ran = 0
    while true {
      let action = state.withLock { $0.machine.nextJob(ranSoFar: ran) }
      TestHandlerRuntime.resume(action.progress)
      for handOff in action.released { handOff.drained.signal() }
      switch action.next {
      case .run(let job):
        job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
        ran += 1
      case .yieldToMainActor:
        scheduleDrainOnMainActor()
        return (result, false)
      case .idle, .park, .exit:
        return (result, true)
      }
    }
  }

  /// Runs `body` with inline drains held back on this thread: a job that `body` wakes on a
  /// main-actor executor is left to the executor's drainer. Cancelling a task must be wrapped
  /// so: the task's cancellation handlers run under its lock, and a job they wake must not run
  /// before they have returned.
  package static func holdingBackInlineDrains<R>(_ body: () throws -> R) rethrows -> R {
    let held = algebraic_effects_get_inline_drains_held()
    algebraic_effects_set_inline_drains_held(held + 1)
    defer { algebraic_effects_set_inline_drains_held(held) }
    return try body()
  }

  /// The test ended: the executor's thread ends once it has no job left; a main-actor
  /// executor's drainer ends, and a job that comes later is drained by a task of its own.
  func shutDown(_ action: Machine.Executor.ShutDownAction) {
    let drainer = state.withLock { $0.drainSignal.end() }
    drainer?.resume(returning: false)
    switch action {
    case .none: break
    case .wakeThread: parking.signal()
    }
  }

  /// Has the executor's drainer drain on the main actor: a task, started with the first wake,
  /// that waits on a continuation between drains.
  ///
  /// A resumed continuation puts the drainer's job on the main actor's queue at once, behind
  /// what is already there and ahead of what comes later. A task started for each drain would
  /// not always be: under load it ran after the test had resumed many times over, so that a
  /// `TestClock` advanced on the main actor looked for the next sleep before the effect it had
  /// woken could reach it, and a timer skipped ticks.
  private func scheduleDrainOnMainActor() {
    switch state.withLock({ $0.drainSignal.wake() }) {
    case .none:
      break
    case .resume(let drainer):
      drainer.resume(returning: true)
    case .start:
      startDrainer()
    case .ended:
      Task.detached(priority: .high) { @MainActor [self] in _ = runQueuedJobs() }
    }
  }

  /// Starts the drainer, at high priority (see TestRuntime.md, "Alternatives considered", for
  /// the default priority).
  private func startDrainer() {
    Task.detached(priority: .high, operation: drainer)
  }

  /// Starts the drainer of a main-actor executor now, so that it waits before the first job
  /// comes: started by that job's wake instead, its first drain would come late (a new task
  /// does not always start ahead of the main actor's jobs).
  @MainActor
  package func startDrainerAheadOfWork() {
    guard runsOnMainActor, state.withLock({ $0.drainSignal.start() }) else { return }
    // Runs here, up to its first wait.
    Task.immediate(priority: .high, operation: drainer)
  }

  /// The drainer's task: drains each time it is woken, until the executor is shut down.
  private var drainer: @MainActor @Sendable () async -> Void {
    { [self] in
      while await waitForWork() {
        runQueuedJobs()
      }
    }
  }

  /// The drainer waits for work: `true` when it must drain, `false` once the executor is shut
  /// down.
  @MainActor
  private func waitForWork() async -> Bool {
    await withUnsafeContinuation { registerDrainer($0) }
  }

  private nonisolated func registerDrainer(_ drainer: UnsafeContinuation<Bool, Never>) {
    switch state.withLock({ $0.drainSignal.wait(drainer) }) {
    case .suspend:
      break
    case .resume(let drainer, let drain):
      drainer.resume(returning: drain)
    }
  }

  private func startThread() {
    let thread = Thread { [self] in runJobs() }
    thread.name = "AlgebraicEffects.TestHandler"
    // Synchronous programs run on this thread: give them the stack of a main thread.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private func runJobs() {
    state.withLock { $0.thread = pthread_self() }
    while true {
      let action = state.withLock { $0.machine.nextJob(ranSoFar: 0) }
      TestHandlerRuntime.resume(action.progress)
      switch action.next {
      case .run(let job):
        job.runSynchronously(on: asUnownedTaskExecutor())
      case .park:
        parking.wait()
      case .exit, .idle, .yieldToMainActor:
        // A thread started for a late job may already have taken over.
        state.withLock { if let thread = $0.thread, pthread_equal(thread, pthread_self()) != 0 { $0.thread = nil } }
        return
      }
    }
  }
}

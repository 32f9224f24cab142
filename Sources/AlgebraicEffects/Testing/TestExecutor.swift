import AlgebraicEffectsThreadLocal
import Dispatch
import Foundation

/// What a test runtime learns from its executor: the events that tell it whether the code under
/// test has anything left to run.
package protocol TestExecutorObserver: AnyObject, Sendable {
  /// A job is about to join the queue.
  func jobEnqueued()
  /// A job left the queue and starts running.
  func jobStarted()
  /// The running job ended (it finished, or suspended).
  func jobFinished()
}

/// The serial executor of a test runtime: the code under test (a program, a test store's
/// effects) and every task it starts run their non-isolated code here, one job at a time, in
/// the order the jobs were enqueued.
///
/// Its decisions (who drains the queue, when the thread starts, parks and ends) are
/// ``TestExecutorStateMachine``'s; this class holds the machine behind a lock and does what it
/// says once the lock is released. Its observer, the test runtime, hears of every job before
/// it is queued, as it starts and as it ends, so that it knows without guessing when nothing
/// is left to run.
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
  typealias Machine = TestExecutorStateMachine<UnownedJob, HandOff>

  /// A thread off the main actor that waits for the drain that runs the job it enqueued.
  final class HandOff: Equatable, Sendable {
    let drained = DispatchSemaphore(value: 0)
    static func == (lhs: HandOff, rhs: HandOff) -> Bool { lhs === rhs }
  }

  /// Whether the caller runs on the main queue, where the main actor's jobs (and so the drains)
  /// run: not always the main thread, which a test runner may leave to `dispatchMain()`.
  private static var isOnTheMainQueue: Bool {
    _ = markTheMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey = DispatchSpecificKey<Bool>()
  private static let markTheMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

  /// How long a hand-off waits for the main actor at most: a main thread blocked on the
  /// enqueuing thread must not hold it (and the main thread) for good. Long enough for a main
  /// actor that parallel tests keep busy on a loaded machine: one second was seen to run out
  /// (the stress run, with every core busy beside it), and a tick was lost.
  private static let handOffDeadline = DispatchTimeInterval.seconds(5)

  private let machine: Locked<Machine>
  private weak let observer: (any TestExecutorObserver)?
  /// Where the parked thread waits; signalled once per wake-up the machine decides.
  private let parking = DispatchSemaphore(value: 0)
  private let thread = Locked<pthread_t?>(nil)
  /// Wakes the drainer of a main-actor executor.
  private let drainSignal = Locked(DrainSignalStateMachine<UnsafeContinuation<Bool, Never>>())

  /// An executor whose jobs run on the main actor (`onMainActor`: a test store's), or on a
  /// thread of its own (a `withTestHandler`'s).
  package init(onMainActor: Bool, observer: (any TestExecutorObserver)?) {
    self.machine = Locked(Machine(place: onMainActor ? .mainActor : .ownThread))
    self.runsOnMainActor = onMainActor
    self.observer = observer
  }

  /// Whether the jobs run on the main actor.
  package let runsOnMainActor: Bool

  /// Whether the caller runs on the executor's own thread.
  package var isCurrentThread: Bool {
    self.thread.withLock { $0.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    self.observer?.jobEnqueued()
    let onTheMainQueue = self.runsOnMainActor && Self.isOnTheMainQueue
    let handOff = self.runsOnMainActor && !onTheMainQueue ? HandOff() : nil
    let mayDrainInline = onTheMainQueue && algebraic_effects_get_inline_drains_held() == 0
    switch self.machine.withLock({
      $0.enqueue(job, handedOffBy: handOff, mayDrainInline: mayDrainInline)
    }) {
    case .none:
      break
    case .scheduleDrainOnTheMainActor:
      self.scheduleDrainOnTheMainActor()
    case .drainInline:
      MainActor.assumeIsolated { _ = self.drain() }
    case .startThread:
      self.startThread()
    case .wakeThread:
      self.parking.signal()
    }
    if let handOff, handOff.drained.wait(timeout: .now() + Self.handOffDeadline) == .timedOut {
      self.machine.withLock { $0.abandonHandOff(handOff) }
    }
  }

  /// Runs the queued jobs on the main actor, inline, until none is left or the budget is spent;
  /// returns `body`'s result and whether the executor is idle. Jobs the running ones enqueue
  /// run too, so on return every job has finished or suspended on something outside the
  /// executor (a clock, the test, an answer). A drain nested in another returns at once: the
  /// outer one runs the jobs.
  ///
  /// `body` runs first, with the drain already begun, so the jobs it enqueues (a reducer's new
  /// effects) wake no drainer.
  @MainActor
  @discardableResult
  package func drain<R>(after body: () -> R = { () }) -> (result: R, isIdle: Bool) {
    let begin = self.machine.withLock { $0.beginDrain() }
    let result = body()
    guard begin == .drain else { return (result, false) }
    var ran = 0
    while true {
      let (next, released) = self.machine.withLock { machine in
        let next = machine.next(ranSoFar: ran)
        return (next, machine.takeReleasedWaiters())
      }
      for handOff in released { handOff.drained.signal() }
      switch next {
      case .run(let job):
        self.observer?.jobStarted()
        job.runSynchronously(
          isolatedTo: MainActor.sharedUnownedExecutor,
          taskExecutor: self.asUnownedTaskExecutor()
        )
        self.observer?.jobFinished()
        ran += 1
      case .yieldToTheMainActor:
        self.scheduleDrainOnTheMainActor()
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
  package func shutDown() {
    self.drainSignal.withLock { $0.end() }?.resume(returning: false)
    switch self.machine.withLock({ $0.shutDown() }) {
    case .none: break
    case .wakeThread: self.parking.signal()
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
  private func scheduleDrainOnTheMainActor() {
    switch self.drainSignal.withLock({ $0.wake() }) {
    case .none:
      break
    case .resume(let drainer):
      drainer.resume(returning: true)
    case .start:
      self.startDrainer()
    case .ended:
      Task.detached(priority: .high) { @MainActor [self] in _ = self.drain() }
    }
  }

  private func startDrainer() {
    Task.detached(priority: .high, operation: self.drainer)
  }

  /// Starts the drainer of a main-actor executor now, so that it waits before the first job
  /// comes: started by that job's wake instead, its first drain would come late (a new task
  /// does not always start ahead of the main actor's jobs).
  @MainActor
  package func startDrainerAheadOfWork() {
    guard self.runsOnMainActor, self.drainSignal.withLock({ $0.start() }) else { return }
    // Runs here, up to its first wait.
    Task.immediate(priority: .high, operation: self.drainer)
  }

  /// The drainer's task: drains each time it is woken, until the executor is shut down.
  private var drainer: @MainActor @Sendable () async -> Void {
    { [self] in
      while await self.waitForWork() {
        self.drain()
      }
    }
  }

  /// The drainer waits for work: `true` when it must drain, `false` once the executor is shut
  /// down.
  @MainActor
  private func waitForWork() async -> Bool {
    await withUnsafeContinuation { self.registerDrainer($0) }
  }

  private nonisolated func registerDrainer(_ drainer: UnsafeContinuation<Bool, Never>) {
    switch self.drainSignal.withLock({ $0.wait(drainer) }) {
    case .suspend:
      break
    case .resume(let drainer, let drain):
      drainer.resume(returning: drain)
    }
  }

  private func startThread() {
    let thread = Thread { [self] in self.runJobs() }
    thread.name = "AlgebraicEffects.TestHandler"
    // Synchronous programs run on this thread: give them the stack of a main thread.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private func runJobs() {
    self.thread.withLock { $0 = pthread_self() }
    while true {
      switch self.machine.withLock({ $0.next(ranSoFar: 0) }) {
      case .run(let job):
        self.observer?.jobStarted()
        job.runSynchronously(on: self.asUnownedTaskExecutor())
        self.observer?.jobFinished()
      case .park:
        self.parking.wait()
      case .exit, .idle, .yieldToTheMainActor:
        // A thread started for a late job may already have taken over.
        self.thread.withLock { if let thread = $0, pthread_equal(thread, pthread_self()) != 0 { $0 = nil } }
        return
      }
    }
  }
}

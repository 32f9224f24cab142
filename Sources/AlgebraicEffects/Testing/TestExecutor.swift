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
/// A job that a thread off the main actor enqueues on a main-actor executor is handed off: that
/// thread waits until the main actor has run the job, and what it enqueued in turn, to their
/// next suspension. A `TestClock` advanced off the main actor wakes an effect's sleep from the
/// thread the advance runs on, and only yields before it looks for the next sleep to wake;
/// waiting there lets the effect reach its next sleep (a timer's next tick) first, as it would
/// if the advance and the effects shared one serial executor. (An advance on the main actor
/// cannot wait so; a test store's `receive` wakes the sleeps it left due.)
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
  /// enqueuing thread must not hold it (and the main thread) for good.
  private static let handOffDeadline = DispatchTimeInterval.seconds(1)

  private let machine: Locked<Machine>
  private weak let observer: (any TestExecutorObserver)?
  /// Where the parked thread waits; signalled once per wake-up the machine decides.
  private let parking = DispatchSemaphore(value: 0)
  private let thread = Locked<pthread_t?>(nil)

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
    let handOff = self.runsOnMainActor && !Self.isOnTheMainQueue ? HandOff() : nil
    switch self.machine.withLock({ $0.enqueue(job, handedOffBy: handOff) }) {
    case .none:
      break
    case .scheduleDrainOnTheMainQueue:
      self.scheduleDrainOnTheMainQueue()
    case .startThread:
      self.startThread()
    case .wakeThread:
      self.parking.signal()
    }
    if let handOff, handOff.drained.wait(timeout: .now() + Self.handOffDeadline) == .timedOut {
      self.machine.withLock { $0.abandonHandOff(handOff) }
    }
  }

  /// How many jobs were ever enqueued here.
  package var enqueuedSoFar: Int {
    self.machine.withLock { $0.enqueuedSoFar }
  }

  /// Runs the queued jobs on the main actor, inline, until none is left or the budget is spent;
  /// returns `body`'s result and whether the executor is idle. Jobs the running ones enqueue
  /// run too, so on return every job has finished or suspended on something outside the
  /// executor (a clock, the test, an answer). A drain nested in another returns at once: the
  /// outer one runs the jobs.
  ///
  /// `body` runs first, with the drain already begun, so the jobs it enqueues (a reducer's new
  /// effects) schedule no block on the main queue.
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
      case .yieldToTheMainQueue:
        self.scheduleDrainOnTheMainQueue()
        return (result, false)
      case .idle, .park, .exit:
        return (result, true)
      }
    }
  }

  /// The test ended: the executor's thread ends once it has no job left.
  package func shutDown() {
    switch self.machine.withLock({ $0.shutDown() }) {
    case .none: break
    case .wakeThread: self.parking.signal()
    }
  }

  private func scheduleDrainOnTheMainQueue() {
    // A job on the main actor, not a block on the main queue: the main actor's jobs may run
    // ahead of the queue's blocks for as long as they keep coming (a busy test run), which
    // would hold the effects back by as long.
    Task.detached(priority: .high) { @MainActor [self] in _ = self.drain() }
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
      case .exit, .idle, .yieldToTheMainQueue:
        // A thread started for a late job may already have taken over.
        self.thread.withLock { if let thread = $0, pthread_equal(thread, pthread_self()) != 0 { $0 = nil } }
        return
      }
    }
  }
}

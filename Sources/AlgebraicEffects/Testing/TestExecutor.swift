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
package final class TestExecutor: TaskExecutor, Sendable {
  typealias Machine = TestExecutorStateMachine<UnownedJob>

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
    switch self.machine.withLock({ $0.enqueue(job) }) {
    case .none:
      break
    case .scheduleDrainOnTheMainQueue:
      self.scheduleDrainOnTheMainQueue()
    case .startThread:
      self.startThread()
    case .wakeThread:
      self.parking.signal()
    }
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
      switch self.machine.withLock({ $0.next(ranSoFar: ran) }) {
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
    DispatchQueue.main.async { [self] in
      MainActor.assumeIsolated { _ = self.drain() }
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
      case .exit, .idle, .yieldToTheMainQueue:
        // A thread started for a late job may already have taken over.
        self.thread.withLock { if let thread = $0, pthread_equal(thread, pthread_self()) != 0 { $0 = nil } }
        return
      }
    }
  }
}

/// Every decision of the serial test executor, with no concurrency in it: which job runs next,
/// who drains the queue, when the thread of a `withTestHandler` starts, parks and ends, and what
/// the executor is doing as the test sees it (``activity``: idle, jobs queued, or running one).
///
/// The executor runs its jobs one at a time, in the order they were enqueued, in one of two
/// places (its ``Place``): on the main actor, where a test store's test runs (each step drains
/// the queue inline; a job the test's own code wakes, a `TestClock`'s advance, is drained
/// inline before the test goes on; the executor's drainer, a main-actor task, drains what
/// arrives from elsewhere), or on a thread of its own, for `withTestHandler`, whose
/// synchronous program blocks its thread at each effect.
///
/// A thread off the main actor that enqueues a job on a main-actor executor (a `TestClock`
/// advanced off the main actor wakes an effect's sleep) waits until the drain that runs the
/// job has ended, so that the effect has reached its next suspension (a timer's next sleep)
/// before the thread goes on. The waiting enqueuers are the machine's too: the drain that ends
/// releases them.
///
/// The handler's machine (``TestHandlerStateMachine``) holds this one and reads its
/// ``activity``; it keeps no copy of it.
///
/// Generic over the job and the waiter so that its tests need no tasks or threads.
struct TestExecutorStateMachine<Job, Waiter: Equatable> {
  /// Where the jobs run.
  enum Place {
    /// On the main actor: drained inline by the test's steps and by the test's own wakes, or by
    /// the executor's drainer.
    case mainActor
    /// On a thread of the executor's own, started with the first job.
    case ownThread
  }

  /// What the caller of ``enqueue(_:)`` must do after unlocking.
  enum EnqueueAction: Equatable {
    /// Nothing: a drain is running or scheduled, and takes the job.
    case none
    /// Schedule a job on the main actor that drains the executor.
    case scheduleDrainOnMainActor
    /// Drain the executor now, before returning to the enqueuer (see `mayDrainInline`).
    case drainInline
    /// Start the executor's thread.
    case startThread
    /// Wake the executor's parked thread.
    case wakeThread
  }

  /// What a drain that begins on the main actor must do.
  enum BeginDrainAction: Equatable {
    /// Run the queued jobs, then tell the machine with ``next(ranSoFar:)`` each time.
    case drain
    /// Nothing: a drain further up the same stack is running the jobs.
    case nested
  }

  /// What a drain must do next.
  enum NextAction {
    /// Run this job.
    case run(Job)
    /// Stop: no job is left.
    case idle
    /// Stop and wake the drainer to go on: the drain ran its budget, and the
    /// main actor must get a turn.
    case yieldToMainActor
    /// The thread parks until woken: no job is left.
    case park
    /// The thread ends: no job is left and the test has ended.
    case exit
  }

  /// What the caller of ``shutDown()`` must do after unlocking.
  enum ShutDownAction: Equatable {
    case none
    /// Wake the parked thread, so that it ends.
    case wakeThread
  }

  /// What the executor does, as a test waiting for it to have nothing to run sees it.
  enum Activity: Equatable {
    /// No job runs and none is queued.
    case idle
    /// Jobs are queued and none runs.
    case queued
    /// A job runs; `blocked`: it waits in a synchronous effect for the test, so the jobs
    /// queued behind it cannot run before the test answers.
    case running(blocked: Bool)
  }

  /// Whether a drain is between two jobs or in one.
  private enum RunningJob {
    /// Between jobs: the drain asks ``next(ranSoFar:)`` what to do.
    case none
    /// The job ``next(ranSoFar:)`` returned runs; `blocked`: in a synchronous effect.
    case running(blocked: Bool)
  }

  private enum Phase {
    /// Nothing queued and nothing draining; the executor's thread, if any, is parked.
    case idle
    /// A drain runs the queued jobs (inline on the main actor, the drainer, or
    /// the executor's thread). `thenExit`: the thread ends once the queue is empty.
    case draining(thenExit: Bool, job: RunningJob)
    /// The drainer, a main-actor task, will drain the queued jobs.
    case scheduled
    /// No thread runs: not started yet, or ended once the test had (`afterTest`).
    case stopped(afterTest: Bool)
  }

  let place: Place
  /// How many jobs a drain on the main actor runs before it lets the main actor breathe.
  let budget: Int
  private var phase: Phase
  private var jobs: [Job] = []
  private var head = 0
  /// The enqueuers off the main actor that wait for the drain that runs their jobs.
  private var handOffs: [Waiter] = []
  /// The waiters the last drain to end released, until the executor takes them.
  private var released: [Waiter] = []

  init(place: Place, budget: Int = 10_000) {
    self.place = place
    self.budget = budget
    self.phase = place == .mainActor ? .idle : .stopped(afterTest: false)
  }

  /// How many times the executor went from idle to busy: tells a test whether work arrived
  /// while it looked away.
  private(set) var wakeUps = 0

  /// Whether jobs wait to run.
  var hasQueuedJobs: Bool {
    head < jobs.count
  }

  /// What the executor does now: a job runs from the moment ``next(ranSoFar:)`` returns it
  /// until the drain asks again.
  var activity: Activity {
    if case .draining(_, .running(let blocked)) = phase { return .running(blocked: blocked) }
    return hasQueuedJobs ? .queued : .idle
  }

  /// The running job waits in a synchronous effect for the test (`true`), or goes on (`false`).
  mutating func blockRunningJob(_ blocked: Bool) {
    guard case .draining(let thenExit, .running) = phase else { return }
    phase = .draining(thenExit: thenExit, job: .running(blocked: blocked))
  }

  /// A job was enqueued; `handedOffBy`: by a thread off the main actor, which waits until
  /// the drain that runs the job has ended (see ``takeReleasedWaiters()``). Only jobs of a
  /// main-actor executor are handed off: a thread of the executor's own runs them at once.
  ///
  /// `mayDrainInline`: the enqueuer runs on the main actor, outside any drain and outside a
  /// task's cancellation, so it may run the job itself before it goes on. That is how a
  /// `TestClock` advanced on the main actor has each effect it wakes reach its next sleep
  /// before it looks for the next one.
  mutating func enqueue(
    _ job: Job, handedOffBy waiter: Waiter? = nil, mayDrainInline: Bool = false
  ) -> EnqueueAction {
    if activity == .idle { wakeUps += 1 }
    jobs.append(job)
    if let waiter, place == .mainActor { handOffs.append(waiter) }
    switch (phase, place) {
    case (.draining, _):
      return .none
    case (.scheduled, .mainActor) where mayDrainInline:
      return .drainInline
    case (.scheduled, _):
      return .none
    case (.idle, .mainActor):
      phase = .scheduled
      return mayDrainInline ? .drainInline : .scheduleDrainOnMainActor
    case (.idle, .ownThread):
      phase = .draining(thenExit: false, job: .none)
      return .wakeThread
    case (.stopped(let afterTest), _):
      // After the test, a late job (an effect still finishing) starts a thread that ends once
      // the queue is empty again.
      phase = .draining(thenExit: afterTest, job: .none)
      return .startThread
    }
  }

  /// A drain begins on the main actor: a step of the test, an inline drain, or the drainer.
  mutating func beginDrain() -> BeginDrainAction {
    if case .draining = phase { return .nested }
    phase = .draining(thenExit: false, job: .none)
    return .drain
  }

  /// The running drain asks what to do, having run `ranSoFar` jobs: the job it ran last, if
  /// any, has ended.
  mutating func next(ranSoFar: Int) -> NextAction {
    if head < jobs.count, place == .ownThread || ranSoFar < budget {
      let job = jobs[head]
      head += 1
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      }
      if case .draining(let thenExit, _) = phase {
        phase = .draining(thenExit: thenExit, job: .running(blocked: false))
      }
      return .run(job)
    }
    switch place {
    case .mainActor:
      // The drain ends: every job handed off before now has run (or, over the budget, has
      // waited its turn long enough), so its enqueuer goes on.
      released += handOffs
      handOffs.removeAll()
      if hasQueuedJobs {
        phase = .scheduled
        return .yieldToMainActor
      }
      phase = .idle
      return .idle
    case .ownThread:
      if case .draining(thenExit: true, _) = phase {
        phase = .stopped(afterTest: true)
        return .exit
      }
      phase = .idle
      return .park
    }
  }

  /// The waiters that the drain which just ended released; each is returned once.
  mutating func takeReleasedWaiters() -> [Waiter] {
    defer { released.removeAll() }
    return released
  }

  /// A waiter gave up before its drain ended (the main actor stayed busy past the hand-off's
  /// deadline): it is no longer released.
  mutating func abandonHandOff(_ waiter: Waiter) {
    handOffs.removeAll { $0 == waiter }
    released.removeAll { $0 == waiter }
  }

  /// The test ended: the executor's thread ends once no job is left. Jobs still run: an
  /// effect that finishes late must be able to.
  mutating func shutDown() -> ShutDownAction {
    guard place == .ownThread else { return .none }
    switch phase {
    case .idle:
      phase = .draining(thenExit: true, job: .none)
      return .wakeThread
    case .draining(_, let job):
      phase = .draining(thenExit: true, job: job)
      return .none
    case .stopped:
      phase = .stopped(afterTest: true)
      return .none
    case .scheduled:
      return .none
    }
  }
}

extension TestExecutorStateMachine.NextAction: Equatable where Job: Equatable {}

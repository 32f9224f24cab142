@testable import AlgebraicEffects
import Testing

/// The state machine with plain values for effects, waiters and jobs.
private typealias Machine = TestHandlerStateMachine<String, String, String, String, String>

extension TestHandlerStep: Equatable where Effect: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.effect(let a), .effect(let b)): a == b
    case (.finished, .finished), (.settled, .settled), (.timedOut, .timedOut), (.busy, .busy): true
    default: false
    }
  }
}
/// What the runtime must do, flattened from each operation's own action type, so that an
/// expectation reads as the list of it.
private enum Did: Equatable {
  case resumeTest(String, TestHandlerStep<String>)
  case startTask(String)
  case skipTask(String)
  case late(String, Machine.LateAnswer)
  case fallThrough(String)
}

private protocol Flattened {
  var did: [Did] { get }
}

extension TestHandlerStateMachine<String, String, String, String, String>.PostAction: Flattened {
  fileprivate var did: [Did] {
    switch self {
    case .none: []
    case .resumeTest(let waiter, let step): [.resumeTest(waiter, step)]
    case .late(let effect, let answer): [.late(effect, answer)]
    case .fallThrough(let effect, _): [.fallThrough(effect)]
    }
  }
}

extension TestHandlerStateMachine<String, String, String, String, String>.WakeAction: Flattened {
  fileprivate var did: [Did] {
    switch self {
    case .none: []
    case .resumeTest(let waiter, let step): [.resumeTest(waiter, step)]
    }
  }
}

extension TestHandlerStateMachine<String, String, String, String, String>.TaskAction: Flattened {
  fileprivate var did: [Did] {
    switch self {
    case .none: []
    case .startTask(let waiter): [.startTask(waiter)]
    }
  }
}

extension TestHandlerStateMachine<String, String, String, String, String>.ProgressAction: Flattened {
  fileprivate var did: [Did] { start.did + wake.did }
}

extension TestHandlerStateMachine<String, String, String, String, String>.EndAction: Flattened {
  fileprivate var did: [Did] {
    late.map { Did.late($0, answer) } + skippedTasks.map(Did.skipTask)
  }
}

extension TestHandlerStateMachine<String, String, String, String, String>.WaitAction {
  /// The step returned at once, if the wait was already over.
  fileprivate var step: TestHandlerStep<String>? {
    if case .now(let step) = self { return step }
    return nil
  }

  /// The id a deadline ends the wait with (0 when there is no wait).
  fileprivate var id: Int {
    if case .wait(let id) = self { return id }
    return 0
  }
}

extension TestHandlerStateMachine<String, String, String, String, String> {
  /// The code under test enqueues a job on the executor.
  fileprivate mutating func queueJob(_ job: String = "job") {
    _ = enqueueJob(job, handedOffBy: nil, mayDrainInline: false)
  }

  /// The executor's drain asks for its next job, the one it ran last having ended.
  fileprivate mutating func runNextJob() -> Did.Progress {
    let action = nextJob(ranSoFar: 0)
    return Did.Progress(next: action.next, did: action.progress.did)
  }
}

extension Did {
  /// What a drain's question returned: the executor's decision, and what the handler must do.
  fileprivate struct Progress {
    var next: TestExecutorStateMachine<String, String>.NextAction
    var did: [Did]
  }
}

/// A machine whose program (task 0) is enqueued and running, as `withTestHandler` starts it.
private func running() -> Machine {
  var machine = Machine()
  #expect(machine.createProgram() == 0)
  return machine
}

@Suite struct TestHandlerStateMachineTests {
  @Test func aStepTakesAnEffectAlreadyPerformed() {
    var machine = running()
    #expect(machine.post("print", blocksExecutor: false).did == [])
    #expect(machine.nextStep("test").step == .effect("print"))
  }

  @Test func aWaitingStepIsResumedByTheNextEffect() {
    var machine = running()
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.post("print", blocksExecutor: false).did == [.resumeTest("test", .effect("print"))])
  }

  @Test func effectsAreTakenOldestFirst() {
    var machine = running()
    _ = machine.post("first", blocksExecutor: false)
    _ = machine.post("second", blocksExecutor: false)
    #expect(machine.nextStep("a").step == .effect("first"))
    #expect(machine.nextStep("b").step == .effect("second"))
  }

  @Test func aPutBackEffectIsTakenAgainFirst() {
    var machine = running()
    _ = machine.post("first", blocksExecutor: false)
    _ = machine.post("second", blocksExecutor: false)
    guard case .effect(let taken)? = machine.nextStep("a").step else {
      Issue.record("no effect")
      return
    }
    machine.putBack(taken)
    #expect(machine.nextStep("b").step == .effect("first"))
  }

  @Test func aStepLearnsTheProgramFinished() {
    var machine = running()
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.finishTask(0).did == [.resumeTest("test", .finished)])
  }

  @Test func aTimedOutWaitIsResumedOnceAndAStaleTimeoutIsIgnored() {
    var machine = running()
    let id = machine.nextStep("test").id
    #expect(machine.timeOut(id).did == [.resumeTest("test", .timedOut)])
    #expect(machine.timeOut(id).did == [])
    #expect(machine.post("late", blocksExecutor: false).did == [])
  }

  @Test func settleWaitsWhileTheExecutorHasWork() {
    var machine = running()
    machine.queueJob()
    let step = machine.settle(afterEvent: machine.eventCount, "test").step
    #expect(step == nil)
    #expect(machine.runNextJob().did == [])
    #expect(machine.runNextJob().did == [.resumeTest("test", .settled)])
  }

  @Test func settleEndsWithTheProgramsNextEffect() {
    var machine = running()
    machine.queueJob()
    _ = machine.runNextJob()
    let step = machine.settle(afterEvent: machine.eventCount, "test").step
    #expect(step == nil)
    #expect(machine.post("next", blocksExecutor: true).did == [.resumeTest("test", .settled)])
    #expect(machine.nextStep("test").step == .effect("next"))
  }

  @Test func aJobBlockedInASynchronousEffectLeavesTheExecutorIdle() {
    var machine = running()
    machine.queueJob()
    _ = machine.runNextJob()
    #expect(!machine.isExecutorIdle)
    _ = machine.post("readLine", blocksExecutor: true)
    #expect(machine.isExecutorIdle)
    machine.unblockExecutor()
    #expect(!machine.isExecutorIdle)
  }

  @Test func theExecutorIsIdleOnceEveryQueuedJobHasRun() {
    var machine = Machine()
    machine.queueJob("a")
    machine.queueJob("b")
    #expect(!machine.isExecutorIdle)
    #expect(machine.runNextJob().next == .run("a"))
    #expect(!machine.isExecutorIdle)
    #expect(machine.runNextJob().next == .run("b"))
    #expect(!machine.isExecutorIdle)
    #expect(machine.runNextJob().next == .park)
    #expect(machine.isExecutorIdle)
  }

  @Test func aQueuedTaskStartsWhenEverythingAheadHasFinished() {
    var machine = running()
    let task1 = machine.createTask()
    let task2 = machine.createTask()
    #expect(machine.enqueue(task1).did == [])
    #expect(machine.enqueue(task2).did == [])
    #expect(machine.awaitTurn(task1, "task 1") == .later)
    #expect(machine.awaitTurn(task2, "task 2") == .later)
    #expect(machine.finishTask(0).did == [.startTask("task 1")])
    #expect(machine.finishTask(task1).did == [.startTask("task 2")])
  }

  @Test func aTaskAtTheHeadBeforeItAsksRunsAtOnce() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.finishTask(0)
    #expect(machine.awaitTurn(task, "task") == .now)
  }

  @Test func aTaskNeverEnqueuedNeverStartsAndIsListed() {
    var machine = running()
    let task = machine.createTask(named: "never enqueued")
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.finishTask(0).did == [])
    #expect(machine.isFinished)
    #expect(machine.unstartedTaskNames == ["never enqueued"])
  }

  @Test func enqueuingTwiceQueuesOnce() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    #expect(machine.enqueue(task).did == [])
    _ = machine.awaitTurn(task, "task")
    #expect(machine.finishTask(0).did == [.startTask("task")])
    #expect(machine.finishTask(task).did == [])
    #expect(machine.isFinished)
  }

  @Test func anUnscheduledTaskStartsAtOnceOutsideTheQueue() {
    var machine = running()
    let task = machine.createTask()
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.startUnscheduled(task).did == [.startTask("task")])
  }
}

@Suite struct TestHandlerStateMachineProgressTests {
  @Test func jobsQueuedBehindABlockedJobLeaveTheExecutorIdle() {
    var machine = running()
    machine.queueJob("a")
    _ = machine.runNextJob()
    machine.queueJob("b")
    _ = machine.post("print", blocksExecutor: true)
    #expect(machine.isExecutorIdle)
  }

  @Test func aProgressWaitEndsWithTheNextEffect() {
    var machine = running()
    let step = machine.awaitProgress(afterEvent: machine.eventCount, "test").step
    #expect(step == nil)
    #expect(machine.post("next", blocksExecutor: false).did == [.resumeTest("test", .settled)])
  }

  @Test func aProgressWaitEndsWhenSignalledOnlyOnce() {
    var machine = running()
    let id = machine.awaitProgress(afterEvent: machine.eventCount, "test").id
    #expect(machine.signal(id).did == [.resumeTest("test", .settled)])
    #expect(machine.signal(id).did == [])
  }

  @Test func aProgressWaitAfterTheProgramFinishedEndsAtOnce() {
    var machine = running()
    _ = machine.finishTask(0)
    #expect(machine.awaitProgress(afterEvent: machine.eventCount, "test").step == .settled)
  }

  @Test func aSecondStepWhileOneWaitsIsRefused() {
    var machine = running()
    #expect(machine.nextStep("first").step == nil)
    #expect(machine.nextStep("second").step == .busy)
    #expect(machine.settle(afterEvent: 0, "third").step == .busy)
  }

}

@Suite struct TestHandlerParkingTests {
  @Test func aParkedProgramEndsTheWaitForTheNextStep() {
    var machine = running()
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.park().did == [.resumeTest("test", .finished)])
  }

  @Test func aStepAfterTheProgramParkedEndsAtOnce() {
    var machine = running()
    _ = machine.park()
    #expect(machine.nextStep("test").step == .finished)
  }

  @Test func effectsPerformedBeforeParkingAreStillTaken() {
    var machine = running()
    _ = machine.post("print", blocksExecutor: false)
    _ = machine.park()
    #expect(machine.nextStep("test").step == .effect("print"))
  }
}

@Suite struct TestHandlerHeldEffectTests {
  @Test func anEffectPostedByTheRunningJobIsShownOnceTheJobEnds() {
    var machine = running()
    machine.queueJob()
    _ = machine.runNextJob()
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.post("Clock.now", blocksExecutor: false, holdingUntilJobEnds: true).did == [])
    #expect(machine.runNextJob().did == [.resumeTest("test", .effect("Clock.now"))])
  }

  @Test func anEffectPostedOutsideAJobIsShownAtOnce() {
    var machine = running()
    #expect(machine.nextStep("test").step == nil)
    #expect(
      machine.post("Clock.now", blocksExecutor: false, holdingUntilJobEnds: true).did
        == [.resumeTest("test", .effect("Clock.now"))]
    )
  }
}

@Suite struct StalledQueueTests {
  @Test func aStalledProgramStartsTheNextEnqueuedTask() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.startTaskIfStalled().did == [.startTask("task")])
  }

  @Test func aProgramWithAnEffectPendingIsNotStalled() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    _ = machine.post("print", blocksExecutor: false)
    #expect(machine.startTaskIfStalled().did == [])
  }

  @Test func aProgramWithJobsToRunIsNotStalled() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    #expect(machine.nextStep("test").step == nil)
    machine.queueJob()
    #expect(machine.startTaskIfStalled().did == [])
  }

  @Test func theEndOfTheLastJobStartsATaskWhenTheProgramStalled() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    machine.queueJob()
    #expect(machine.nextStep("test").step == nil)
    #expect(machine.runNextJob().did == [])
    #expect(machine.runNextJob().did == [.startTask("task")])
  }

  @Test func aDrainsFirstQuestionEndsNoJob() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    #expect(machine.nextStep("test").step == nil)
    // The thread asks before it has run anything: no job ended, so no task starts.
    #expect(machine.runNextJob().did == [])
  }
}

/// Under `.automaticallyEnqueue` and `.ignore`, something awaiting a task's value starts it:
/// the handler's machine passes the decision on and resumes what it starts.
@Suite struct TestHandlerAwaitedTaskTests {
  @Test func anAwaitedTaskStartsOnceTheQueuedTaskAheadOfItHasBegun() {
    var machine = Machine(taskHandling: .automaticallyEnqueue)
    _ = machine.createProgram()
    let first = machine.createTask()
    let second = machine.createTask()
    #expect(machine.awaitTurn(first, "first") == .later)
    #expect(machine.awaitTurn(second, "second") == .later)
    #expect(machine.demand(second).did == [.startTask("first")])
    #expect(machine.begin(first).did == [.startTask("second")])
  }

  @Test func aTaskCreatedAfterTheEndNeverRuns() {
    var machine = Machine(taskHandling: .automaticallyEnqueue)
    _ = machine.createProgram()
    _ = machine.end()
    let late = machine.createTask()
    #expect(machine.finishTask(0).did == [])
    #expect(machine.awaitTurn(late, "late") == .never)
  }
}

/// Once the test has ended nothing answers the program, so nothing may wait for an answer.
@Suite struct TestEndStateMachineTests {
  @Test func theEndAnswersTheEffectsStillPendingAsLateOnes() {
    var machine = running()
    _ = machine.post("print", blocksExecutor: false)
    #expect(machine.end().did == [.late("print", .abandon)])
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func anEffectHeldForTheRunningJobIsLateAtTheEnd() {
    var machine = running()
    machine.queueJob()
    _ = machine.runNextJob()
    #expect(machine.post("now", blocksExecutor: false, holdingUntilJobEnds: true).did == [])
    #expect(machine.end().did == [.late("now", .abandon)])
    #expect(machine.runNextJob().did == [])
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func anEffectPerformedAfterTheEndIsLate() {
    var machine = running()
    _ = machine.end()
    #expect(machine.post("print", blocksExecutor: false).did == [.late("print", .abandon)])
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func theEndSkipsTheTasksWaitingForTheirTurn() {
    var machine = running()
    let enqueued = machine.createTask()
    let created = machine.createTask()
    _ = machine.enqueue(enqueued)
    #expect(machine.awaitTurn(enqueued, "enqueued") == .later)
    #expect(machine.awaitTurn(created, "created") == .later)
    #expect(machine.end().did == [.skipTask("enqueued"), .skipTask("created")])
    #expect(machine.unstartedTaskNames.isEmpty)
    #expect(machine.finishTask(0).did == [])
  }

  @Test func aTaskAskingForItsTurnAfterTheEndNeverRuns() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.end()
    #expect(machine.enqueue(task).did == [])
    #expect(machine.awaitTurn(task, "task") == .never)
    let later = machine.createTask()
    #expect(machine.awaitTurn(later, "later") == .never)
  }

  @Test func aRunningTaskGoesOnAfterTheEnd() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.finishTask(0)
    _ = machine.end()
    #expect(machine.awaitTurn(task, "task") == .now)
  }
}

/// The executor going idle, which a test store's step waits for when its effects outlast a
/// drain.
@Suite struct TestHandlerStateMachineIdleTests {
  @Test func anIdleWaitIsResumedWhenTheLastQueuedJobFinishes() {
    var machine = Machine()
    machine.queueJob("a")
    machine.queueJob("b")
    #expect(machine.awaitIdle("test").step == nil)
    #expect(machine.runNextJob().did == [])
    #expect(machine.runNextJob().did == [])
    #expect(machine.runNextJob().did == [.resumeTest("test", .settled)])
  }

  @Test func anIdleWaitEndsAtOnceWhenNoJobIsQueued() {
    var machine = Machine()
    #expect(machine.awaitIdle("test").step == .settled)
  }
}

/// What the executor's machine decides, seen from the handler's: its activity is read from it,
/// its drain's end releases the enqueuers, and the test's end ends its thread.
@Suite struct TestHandlerExecutorTests {
  @Test func theTestsEndWakesTheParkedThreadSoThatItEnds() {
    var machine = running()
    machine.queueJob()
    #expect(machine.runNextJob().next == .run("job"))
    #expect(machine.runNextJob().next == .park)
    #expect(machine.end().executor == .wakeThread)
    #expect(machine.runNextJob().next == .exit)
  }

  @Test func aDrainsEndReleasesTheEnqueuersOffTheMainActor() {
    var machine = Machine(executor: .mainActor)
    _ = machine.enqueueJob("tick", handedOffBy: "advance", mayDrainInline: false)
    #expect(machine.beginDrain() == .drain)
    let first = machine.nextJob(ranSoFar: 0)
    #expect(first.next == .run("tick"))
    #expect(first.released.isEmpty)
    let second = machine.nextJob(ranSoFar: 1)
    #expect(second.next == .idle)
    #expect(second.released == ["advance"])
  }

  @Test func aJobStaysRunningUntilTheDrainAsksAgain() {
    var machine = Machine(executor: .mainActor)
    machine.queueJob()
    #expect(machine.executor.activity == .queued)
    #expect(machine.beginDrain() == .drain)
    _ = machine.nextJob(ranSoFar: 0)
    #expect(machine.executor.activity == .running(blocked: false))
    _ = machine.nextJob(ranSoFar: 1)
    #expect(machine.executor.activity == .idle)
  }
}

/// The decisions that once sat in the storage's own fields: where an effect goes while a test
/// store waits for something else, how a late effect is answered, what a step's failure and a
/// program blocking the main thread change.
@Suite struct TestHandlerRoutingStateMachineTests {
  @Test func whileFallingThroughAnEffectSkipsTheTestAndIsReported() {
    var machine = running()
    machine.fallThrough(reporting: { _ in })
    guard case .fallThrough(let effect, let report) = machine.post("print", blocksExecutor: false)
    else {
      Issue.record("The effect should have fallen through")
      return
    }
    #expect(effect == "print")
    report(effect)
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func aTaskCreatedWhileFallingThroughStillGoesToTheTest() {
    var machine = running()
    machine.fallThrough(reporting: { _ in })
    #expect(machine.post("Task.effect", blocksExecutor: false, isTask: true).did == [])
    #expect(machine.nextStep("test").step == .effect("Task.effect"))
  }

  @Test func effectsGoToTheTestAgainOnceTheFallThroughEnds() {
    var machine = running()
    machine.fallThrough(reporting: { _ in })
    machine.fallThrough(reporting: nil)
    #expect(machine.post("print", blocksExecutor: false).did == [])
    #expect(machine.nextStep("test").step == .effect("print"))
  }

  @Test func anEndThatForwardsAnswersPendingAndLaterEffectsByForwarding() {
    var machine = running()
    _ = machine.post("pending", blocksExecutor: false)
    #expect(machine.end(answeringLateEffectsWith: .forward).did == [.late("pending", .forward)])
    #expect(machine.post("later", blocksExecutor: false).did == [.late("later", .forward)])
  }

  @Test func aFailedStepIsRemembered() {
    var machine = running()
    #expect(!machine.didFailStep)
    machine.recordStepFailure()
    #expect(machine.didFailStep)
  }

  @Test func theMainThreadIsBlockedWhileAnyProgramThreadBlocksIt() {
    var machine = running()
    machine.programBlocksMainThread(true)
    machine.programBlocksMainThread(true)
    machine.programBlocksMainThread(false)
    #expect(machine.isMainThreadBlocked)
    machine.programBlocksMainThread(false)
    #expect(!machine.isMainThreadBlocked)
  }

  @Test func theNamesOfTasksThatNeverRanAreListed() {
    var machine = running()
    let started = machine.createTask(named: "started")
    _ = machine.createTask()
    _ = machine.createTask(named: "named")
    _ = machine.startUnscheduled(started)
    #expect(machine.unstartedTaskNames == [nil, "named"])
  }
}

@testable import AlgebraicEffects
import Testing

/// The state machine with plain values for effects, received actions, running effects,
/// waiters and jobs.
private typealias Machine = TestHandlerStateMachine<String, String, String>

extension TestHandlerStep: Equatable where Effect: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.effect(let a), .effect(let b)): a == b
    case (.finished, .finished), (.settled, .settled), (.timedOut, .timedOut), (.busy, .busy): true
    default: false
    }
  }
}
extension TestHandlerStateMachine.Action: Equatable where TestWaiter: Equatable, TurnWaiter: Equatable, Effect: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.resumeTest(let a, let b), .resumeTest(let c, let d)): a == c && b == d
    case (.startTask(let a), .startTask(let b)), (.skipTask(let a), .skipTask(let b)): a == b
    case (.late(let a, let x), .late(let b, let y)): a == b && x == y
    case (.fallThrough(let a, _), .fallThrough(let b, _)): a == b
    default: false
    }
  }
}

/// A machine whose program (task 0) is enqueued and running, as `withTestHandler` starts it.
private func running() -> Machine {
  var machine = Machine()
  let program = machine.createTask()
  #expect(machine.enqueue(program) == [])
  return machine
}

@Suite struct TestHandlerStateMachineTests {
  @Test func aStepTakesAnEffectAlreadyPerformed() {
    var machine = running()
    #expect(machine.post("print", blocksExecutor: false) == nil)
    #expect(machine.nextStep("test").0 == .effect("print"))
  }

  @Test func aWaitingStepIsResumedByTheNextEffect() {
    var machine = running()
    #expect(machine.nextStep("test").0 == nil)
    #expect(machine.post("print", blocksExecutor: false) == .resumeTest("test", .effect("print")))
  }

  @Test func effectsAreTakenOldestFirst() {
    var machine = running()
    _ = machine.post("first", blocksExecutor: false)
    _ = machine.post("second", blocksExecutor: false)
    #expect(machine.nextStep("a").0 == .effect("first"))
    #expect(machine.nextStep("b").0 == .effect("second"))
  }

  @Test func aPutBackEffectIsTakenAgainFirst() {
    var machine = running()
    _ = machine.post("first", blocksExecutor: false)
    _ = machine.post("second", blocksExecutor: false)
    guard case .effect(let taken)? = machine.nextStep("a").0 else {
      Issue.record("no effect")
      return
    }
    machine.putBack(taken)
    #expect(machine.nextStep("b").0 == .effect("first"))
  }

  @Test func aStepLearnsTheProgramFinished() {
    var machine = running()
    #expect(machine.nextStep("test").0 == nil)
    #expect(machine.finishTask(0) == [.resumeTest("test", .finished)])
  }

  @Test func aTimedOutWaitIsResumedOnceAndAStaleTimeoutIsIgnored() {
    var machine = running()
    let (_, id) = machine.nextStep("test")
    #expect(machine.timeOut(id) == .resumeTest("test", .timedOut))
    #expect(machine.timeOut(id) == nil)
    #expect(machine.post("late", blocksExecutor: false) == nil)
  }

  @Test func settleWaitsWhileTheExecutorHasWork() {
    var machine = running()
    machine.jobEnqueued()
    let (step, _) = machine.settle(afterEvent: machine.eventCount, "test")
    #expect(step == nil)
    machine.jobStarted()
    #expect(machine.finishJob() == .resumeTest("test", .settled))
  }

  @Test func settleEndsWithTheProgramsNextEffect() {
    var machine = running()
    machine.jobEnqueued()
    machine.jobStarted()
    let (step, _) = machine.settle(afterEvent: machine.eventCount, "test")
    #expect(step == nil)
    #expect(machine.post("next", blocksExecutor: true) == .resumeTest("test", .settled))
    #expect(machine.nextStep("test").0 == .effect("next"))
  }

  @Test func aJobBlockedInASynchronousEffectLeavesTheExecutorIdle() {
    var machine = running()
    machine.jobEnqueued()
    machine.jobStarted()
    #expect(!machine.isExecutorIdle)
    _ = machine.post("readLine", blocksExecutor: true)
    #expect(machine.isExecutorIdle)
    machine.unblockExecutor()
    #expect(!machine.isExecutorIdle)
  }

  @Test func theExecutorIsIdleOnceEveryQueuedJobHasRun() {
    var machine = Machine()
    machine.jobEnqueued()
    machine.jobEnqueued()
    machine.jobStarted()
    _ = machine.finishJob()
    #expect(!machine.isExecutorIdle)
    machine.jobStarted()
    #expect(!machine.isExecutorIdle)
    _ = machine.finishJob()
    #expect(machine.isExecutorIdle)
    #expect(!machine.hasQueuedJobs)
  }

  @Test func aQueuedTaskStartsWhenEverythingAheadHasFinished() {
    var machine = running()
    let task1 = machine.createTask()
    let task2 = machine.createTask()
    #expect(machine.enqueue(task1) == [])
    #expect(machine.enqueue(task2) == [])
    #expect(machine.awaitTurn(task1, "task 1") == .later)
    #expect(machine.awaitTurn(task2, "task 2") == .later)
    #expect(machine.finishTask(0) == [.startTask("task 1")])
    #expect(machine.finishTask(task1) == [.startTask("task 2")])
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
    let task = machine.createTask()
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.finishTask(0) == [])
    #expect(machine.isFinished)
    #expect(machine.unstartedTasks == [task])
  }

  @Test func enqueuingTwiceQueuesOnce() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    #expect(machine.enqueue(task) == [])
    _ = machine.awaitTurn(task, "task")
    #expect(machine.finishTask(0) == [.startTask("task")])
    #expect(machine.finishTask(task) == [])
    #expect(machine.isFinished)
  }

  @Test func anUnscheduledTaskStartsAtOnceOutsideTheQueue() {
    var machine = running()
    let task = machine.createTask()
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.startUnscheduled(task) == .startTask("task"))
  }
}

@Suite struct TestHandlerStateMachineProgressTests {
  @Test func jobsQueuedBehindABlockedJobLeaveTheExecutorIdle() {
    var machine = running()
    machine.jobEnqueued()
    machine.jobStarted()
    machine.jobEnqueued()
    _ = machine.post("print", blocksExecutor: true)
    #expect(machine.isExecutorIdle)
  }

  @Test func aProgressWaitEndsWithTheNextEffect() {
    var machine = running()
    let (step, _) = machine.awaitProgress(afterEvent: machine.eventCount, "test")
    #expect(step == nil)
    #expect(machine.post("next", blocksExecutor: false) == .resumeTest("test", .settled))
  }

  @Test func aProgressWaitEndsWhenSignalledOnlyOnce() {
    var machine = running()
    let (_, id) = machine.awaitProgress(afterEvent: machine.eventCount, "test")
    #expect(machine.signal(id) == .resumeTest("test", .settled))
    #expect(machine.signal(id) == nil)
  }

  @Test func aProgressWaitAfterTheProgramFinishedEndsAtOnce() {
    var machine = running()
    _ = machine.finishTask(0)
    #expect(machine.awaitProgress(afterEvent: machine.eventCount, "test").0 == .settled)
  }

  @Test func aSecondStepWhileOneWaitsIsRefused() {
    var machine = running()
    #expect(machine.nextStep("first").0 == nil)
    #expect(machine.nextStep("second").0 == .busy)
    #expect(machine.settle(afterEvent: 0, "third").0 == .busy)
  }

  @Test func everyEnqueuedJobIsCounted() {
    var machine = Machine()
    machine.jobEnqueued()
    machine.jobEnqueued()
    machine.jobStarted()
    #expect(machine.jobCount == 2)
  }
}

@Suite struct TestHandlerParkingTests {
  @Test func aParkedProgramEndsTheWaitForTheNextStep() {
    var machine = running()
    #expect(machine.nextStep("test").0 == nil)
    #expect(machine.park() == .resumeTest("test", .finished))
  }

  @Test func aStepAfterTheProgramParkedEndsAtOnce() {
    var machine = running()
    _ = machine.park()
    #expect(machine.nextStep("test").0 == .finished)
  }

  @Test func effectsPerformedBeforeParkingAreStillTaken() {
    var machine = running()
    _ = machine.post("print", blocksExecutor: false)
    _ = machine.park()
    #expect(machine.nextStep("test").0 == .effect("print"))
  }
}

@Suite struct TestHandlerHeldEffectTests {
  @Test func anEffectPostedByTheRunningJobIsShownOnceTheJobEnds() {
    var machine = running()
    machine.jobEnqueued()
    machine.jobStarted()
    #expect(machine.nextStep("test").0 == nil)
    #expect(machine.post("Clock.now", blocksExecutor: false, holdingUntilTheJobEnds: true) == nil)
    #expect(machine.finishJob() == .resumeTest("test", .effect("Clock.now")))
  }

  @Test func anEffectPostedOutsideAJobIsShownAtOnce() {
    var machine = running()
    #expect(machine.nextStep("test").0 == nil)
    #expect(
      machine.post("Clock.now", blocksExecutor: false, holdingUntilTheJobEnds: true)
        == .resumeTest("test", .effect("Clock.now"))
    )
  }
}

@Suite struct StalledQueueTests {
  @Test func aStalledProgramStartsTheNextEnqueuedTask() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    #expect(machine.awaitTurn(task, "task") == .later)
    #expect(machine.nextStep("test").0 == nil)
    #expect(machine.startATaskIfStalled() == .startTask("task"))
  }

  @Test func aProgramWithAnEffectPendingIsNotStalled() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    _ = machine.post("print", blocksExecutor: false)
    #expect(machine.startATaskIfStalled() == nil)
  }

  @Test func aProgramWithJobsToRunIsNotStalled() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.enqueue(task)
    _ = machine.awaitTurn(task, "task")
    #expect(machine.nextStep("test").0 == nil)
    machine.jobEnqueued()
    #expect(machine.startATaskIfStalled() == nil)
  }
}

/// Once the test has ended nothing answers the program, so nothing may wait for an answer.
@Suite struct TestEndStateMachineTests {
  @Test func theEndAnswersTheEffectsStillPendingAsLateOnes() {
    var machine = running()
    _ = machine.post("print", blocksExecutor: false)
    #expect(machine.end() == [.late("print", .abandon)])
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func anEffectHeldForTheRunningJobIsLateAtTheEnd() {
    var machine = running()
    machine.jobEnqueued()
    machine.jobStarted()
    #expect(machine.post("now", blocksExecutor: false, holdingUntilTheJobEnds: true) == nil)
    #expect(machine.end() == [.late("now", .abandon)])
    #expect(machine.finishJob() == nil)
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func anEffectPerformedAfterTheEndIsLate() {
    var machine = running()
    _ = machine.end()
    #expect(machine.post("print", blocksExecutor: false) == .late("print", .abandon))
    #expect(machine.pendingEffects.isEmpty)
  }

  @Test func theEndSkipsTheTasksWaitingForTheirTurn() {
    var machine = running()
    let enqueued = machine.createTask()
    let created = machine.createTask()
    _ = machine.enqueue(enqueued)
    #expect(machine.awaitTurn(enqueued, "enqueued") == .later)
    #expect(machine.awaitTurn(created, "created") == .later)
    #expect(machine.end() == [.skipTask("enqueued"), .skipTask("created")])
    #expect(machine.unstartedTasks.isEmpty)
    #expect(machine.finishTask(0) == [])
  }

  @Test func aTaskAskingForItsTurnAfterTheEndNeverRuns() {
    var machine = running()
    let task = machine.createTask()
    _ = machine.end()
    #expect(machine.enqueue(task) == [])
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
    machine.jobEnqueued()
    machine.jobEnqueued()
    #expect(machine.awaitIdle("test").0 == nil)
    machine.jobStarted()
    #expect(machine.finishJob() == nil)
    machine.jobStarted()
    #expect(machine.finishJob() == .resumeTest("test", .settled))
  }

  @Test func anIdleWaitEndsAtOnceWhenNoJobIsQueued() {
    var machine = Machine()
    #expect(machine.awaitIdle("test").0 == .settled)
    #expect(!machine.hasQueuedJobs)
  }
}

/// The decisions that once sat in the storage's own fields: where an effect goes while a test
/// store waits for something else, how a late effect is answered, what a step's failure and a
/// program blocking the main thread change.
@Suite struct TestHandlerRoutingStateMachineTests {
  @Test func whileFallingThroughAnEffectSkipsTheTestAndIsReported() {
    var machine = running()
    machine.fallThrough(reporting: { _ in })
    guard case .fallThrough(let effect, let report)? = machine.post("print", blocksExecutor: false)
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
    #expect(machine.post("Task.effect", blocksExecutor: false, isTask: true) == nil)
    #expect(machine.nextStep("test").0 == .effect("Task.effect"))
  }

  @Test func effectsGoToTheTestAgainOnceTheFallThroughEnds() {
    var machine = running()
    machine.fallThrough(reporting: { _ in })
    machine.fallThrough(reporting: nil)
    #expect(machine.post("print", blocksExecutor: false) == nil)
    #expect(machine.nextStep("test").0 == .effect("print"))
  }

  @Test func anEndThatForwardsAnswersPendingAndLaterEffectsByForwarding() {
    var machine = running()
    _ = machine.post("pending", blocksExecutor: false)
    #expect(machine.end(answeringLateEffectsWith: .forward) == [.late("pending", .forward)])
    #expect(machine.post("later", blocksExecutor: false) == .late("later", .forward))
  }

  @Test func aFailedStepIsRemembered() {
    var machine = running()
    #expect(!machine.didFailStep)
    machine.recordStepFailure()
    #expect(machine.didFailStep)
  }

  @Test func theMainThreadIsBlockedWhileAnyProgramThreadBlocksIt() {
    var machine = running()
    machine.programBlocksTheMainThread(true)
    machine.programBlocksTheMainThread(true)
    machine.programBlocksTheMainThread(false)
    #expect(machine.isTheMainThreadBlocked)
    machine.programBlocksTheMainThread(false)
    #expect(!machine.isTheMainThreadBlocked)
  }

  @Test func theNamesOfTasksThatNeverRanAreListed() {
    var machine = running()
    let started = machine.createTask()
    let unnamed = machine.createTask()
    let named = machine.createTask()
    machine.name(started, "started")
    machine.name(named, "named")
    _ = machine.startUnscheduled(started)
    #expect(machine.unstartedTaskNames == [nil, "named"])
    _ = unnamed
  }
}

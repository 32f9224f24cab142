@testable import AlgebraicEffects
import Testing

/// The serial test executor's decisions, with strings for jobs: no tasks, no threads.
private typealias Machine = TestExecutorStateMachine<String, String>

@Suite struct TestExecutorOnTheMainActorTests {
  @Test func aJobEnqueuedWhileIdleSchedulesOneDrainOnTheMainActor() {
    var machine = Machine(place: .mainActor)
    #expect(machine.enqueue("a") == .scheduleDrainOnMainActor)
    #expect(machine.enqueue("b") == .none)
  }

  @Test func aJobTheTestWakesOnTheMainActorIsDrainedBeforeTheTestGoesOn() {
    var machine = Machine(place: .mainActor)
    #expect(machine.enqueue("tick", mayDrainInline: true) == .drainInline)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("tick"))
    #expect(machine.next(ranSoFar: 1) == .idle)
  }

  @Test func aWakeWhileTheDrainerIsScheduledIsStillDrainedInline() {
    var machine = Machine(place: .mainActor)
    #expect(machine.enqueue("late") == .scheduleDrainOnMainActor)
    #expect(machine.enqueue("tick", mayDrainInline: true) == .drainInline)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("late"))
    #expect(machine.next(ranSoFar: 1) == .run("tick"))
    #expect(machine.next(ranSoFar: 2) == .idle)
  }

  @Test func nothingIsDrainedInlineInsideADrain() {
    var machine = Machine(place: .mainActor)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.enqueue("a", mayDrainInline: true) == .none)
  }

  @Test func aThreadOfItsOwnIsNeverDrainedInline() {
    var machine = Machine(place: .ownThread)
    #expect(machine.enqueue("a", mayDrainInline: true) == .startThread)
  }

  @Test func aDrainRunsTheJobsInOrderThenGoesIdle() {
    var machine = Machine(place: .mainActor)
    _ = machine.enqueue("a")
    _ = machine.enqueue("b")
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.next(ranSoFar: 1) == .run("b"))
    #expect(machine.next(ranSoFar: 2) == .idle)
    #expect(machine.enqueue("c") == .scheduleDrainOnMainActor)
  }

  @Test func jobsEnqueuedDuringADrainJoinItWithoutScheduling() {
    var machine = Machine(place: .mainActor)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.enqueue("a") == .none)
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.enqueue("b") == .none)
    #expect(machine.next(ranSoFar: 1) == .run("b"))
    #expect(machine.next(ranSoFar: 2) == .idle)
  }

  @Test func aDrainInsideADrainLeavesTheJobsToTheOuterOne() {
    var machine = Machine(place: .mainActor)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.beginDrain() == .nested)
  }

  @Test func aStepDrainsWhatTheScheduledBlockWouldHave() {
    var machine = Machine(place: .mainActor)
    #expect(machine.enqueue("a") == .scheduleDrainOnMainActor)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.next(ranSoFar: 1) == .idle)
    // The block, when it comes, finds nothing to do.
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .idle)
  }

  @Test func aDrainOverItsBudgetYieldsToTheMainActor() {
    var machine = Machine(place: .mainActor, budget: 2)
    #expect(machine.beginDrain() == .drain)
    for job in ["a", "b", "c"] { _ = machine.enqueue(job) }
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.next(ranSoFar: 1) == .run("b"))
    #expect(machine.next(ranSoFar: 2) == .yieldToMainActor)
    // Already scheduled: more jobs schedule nothing more.
    #expect(machine.enqueue("d") == .none)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("c"))
    #expect(machine.next(ranSoFar: 1) == .run("d"))
    #expect(machine.next(ranSoFar: 2) == .idle)
  }

  @Test func aHandedOffJobReleasesItsEnqueuerOnlyWhenTheDrainThatRunsItEnds() {
    var machine = Machine(place: .mainActor)
    #expect(machine.enqueue("tick", handedOffBy: "advance") == .scheduleDrainOnMainActor)
    #expect(machine.takeReleasedWaiters().isEmpty)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("tick"))
    // The effect goes on to its next sleep: still the same drain.
    #expect(machine.enqueue("next sleep") == .none)
    #expect(machine.takeReleasedWaiters().isEmpty)
    #expect(machine.next(ranSoFar: 1) == .run("next sleep"))
    #expect(machine.takeReleasedWaiters().isEmpty)
    #expect(machine.next(ranSoFar: 2) == .idle)
    #expect(machine.takeReleasedWaiters() == ["advance"])
    #expect(machine.takeReleasedWaiters().isEmpty)
  }

  @Test func aJobHandedOffDuringADrainIsReleasedByThatDrainsEnd() {
    var machine = Machine(place: .mainActor)
    #expect(machine.beginDrain() == .drain)
    #expect(machine.enqueue("tick", handedOffBy: "advance") == .none)
    #expect(machine.next(ranSoFar: 0) == .run("tick"))
    #expect(machine.next(ranSoFar: 1) == .idle)
    #expect(machine.takeReleasedWaiters() == ["advance"])
  }

  @Test func aDrainOverItsBudgetStillReleasesTheWaiters() {
    var machine = Machine(place: .mainActor, budget: 1)
    #expect(machine.beginDrain() == .drain)
    _ = machine.enqueue("busy")
    _ = machine.enqueue("tick", handedOffBy: "advance")
    #expect(machine.next(ranSoFar: 0) == .run("busy"))
    #expect(machine.next(ranSoFar: 1) == .yieldToMainActor)
    #expect(machine.takeReleasedWaiters() == ["advance"])
  }

  @Test func aJobEnqueuedDuringADrainRunsInThatDrain() {
    var machine = Machine(place: .mainActor)
    _ = machine.enqueue("a")
    #expect(machine.hasQueuedJobs)
    #expect(machine.beginDrain() == .drain)
    _ = machine.enqueue("b")
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.next(ranSoFar: 1) == .run("b"))
    #expect(machine.next(ranSoFar: 2) == .idle)
    #expect(!machine.hasQueuedJobs)
  }

  @Test func anAbandonedHandOffIsNotReleased() {
    var machine = Machine(place: .mainActor)
    _ = machine.enqueue("tick", handedOffBy: "advance")
    machine.abandonHandOff("advance")
    #expect(machine.beginDrain() == .drain)
    #expect(machine.next(ranSoFar: 0) == .run("tick"))
    #expect(machine.next(ranSoFar: 1) == .idle)
    #expect(machine.takeReleasedWaiters().isEmpty)
  }

  @Test func shuttingDownLeavesTheMainActorsDrainAlone() {
    var machine = Machine(place: .mainActor)
    #expect(machine.shutDown() == .none)
    #expect(machine.enqueue("late") == .scheduleDrainOnMainActor)
  }
}

@Suite struct TestExecutorOnItsOwnThreadTests {
  @Test func itsThreadRunsAHandedOffJobWithoutHoldingItsEnqueuer() {
    var machine = Machine(place: .ownThread)
    #expect(machine.enqueue("tick", handedOffBy: "advance") == .startThread)
    #expect(machine.next(ranSoFar: 0) == .run("tick"))
    #expect(machine.next(ranSoFar: 1) == .park)
    #expect(machine.takeReleasedWaiters().isEmpty)
  }

  @Test func theFirstJobStartsTheThread() {
    var machine = Machine(place: .ownThread)
    #expect(machine.enqueue("a") == .startThread)
    #expect(machine.enqueue("b") == .none)
  }

  @Test func theThreadRunsEveryJobThenParks() {
    var machine = Machine(place: .ownThread, budget: 1)
    _ = machine.enqueue("a")
    _ = machine.enqueue("b")
    // No budget on a thread of its own: nothing else waits for it.
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.next(ranSoFar: 0) == .run("b"))
    #expect(machine.next(ranSoFar: 0) == .park)
  }

  @Test func aJobWakesTheParkedThreadOnce() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.next(ranSoFar: 0)
    #expect(machine.next(ranSoFar: 0) == .park)
    #expect(machine.enqueue("b") == .wakeThread)
    #expect(machine.enqueue("c") == .none)
    #expect(machine.next(ranSoFar: 0) == .run("b"))
  }

  @Test func shuttingDownWakesAParkedThreadToEnd() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.next(ranSoFar: 0)
    _ = machine.next(ranSoFar: 0)
    #expect(machine.shutDown() == .wakeThread)
    #expect(machine.next(ranSoFar: 0) == .exit)
  }

  @Test func aThreadShutDownWhileRunningEndsOnceTheQueueIsEmpty() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.enqueue("b")
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.shutDown() == .none)
    #expect(machine.next(ranSoFar: 0) == .run("b"))
    #expect(machine.next(ranSoFar: 0) == .exit)
  }

  @Test func aLateJobStartsAThreadThatEndsWhenItIsDone() {
    var machine = Machine(place: .ownThread)
    _ = machine.shutDown()
    #expect(machine.enqueue("late") == .startThread)
    #expect(machine.next(ranSoFar: 0) == .run("late"))
    #expect(machine.next(ranSoFar: 0) == .exit)
    #expect(machine.enqueue("later") == .startThread)
  }

  @Test func shuttingDownTwiceWakesTheThreadOnce() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.next(ranSoFar: 0)
    _ = machine.next(ranSoFar: 0)
    #expect(machine.shutDown() == .wakeThread)
    #expect(machine.shutDown() == .none)
  }

}

/// What the executor does, as a test waiting for it to have nothing to run sees it.
@Suite struct TestExecutorActivityTests {
  @Test func theExecutorWakingUpIsCountedOncePerBusySpell() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.enqueue("b")
    #expect(machine.wakeUps == 1)
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    _ = machine.enqueue("c")
    #expect(machine.wakeUps == 1)
    #expect(machine.next(ranSoFar: 1) == .run("b"))
    #expect(machine.next(ranSoFar: 2) == .run("c"))
    #expect(machine.next(ranSoFar: 3) == .park)
    _ = machine.enqueue("d")
    #expect(machine.wakeUps == 2)
  }

  @Test func aJobRunsFromItsStartUntilTheDrainAsksAgain() {
    var machine = Machine(place: .ownThread)
    #expect(machine.activity == .idle)
    _ = machine.enqueue("a")
    #expect(machine.activity == .queued)
    #expect(machine.next(ranSoFar: 0) == .run("a"))
    #expect(machine.activity == .running(blocked: false))
    #expect(machine.next(ranSoFar: 1) == .park)
    #expect(machine.activity == .idle)
  }

  @Test func aRunningJobBlockedInASynchronousEffectIsSeenAsBlocked() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.next(ranSoFar: 0)
    machine.blockRunningJob(true)
    #expect(machine.activity == .running(blocked: true))
    machine.blockRunningJob(false)
    #expect(machine.activity == .running(blocked: false))
  }

  @Test func onlyARunningJobCanBlock() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    machine.blockRunningJob(true)
    #expect(machine.activity == .queued)
  }

  @Test func shuttingDownKeepsTheRunningJobRunning() {
    var machine = Machine(place: .ownThread)
    _ = machine.enqueue("a")
    _ = machine.next(ranSoFar: 0)
    #expect(machine.shutDown() == .none)
    #expect(machine.activity == .running(blocked: false))
    #expect(machine.next(ranSoFar: 1) == .exit)
  }
}

@testable import AlgebraicEffects
import Testing

/// The test runtime's books for a test store (received actions, running effects) and the waits
/// on them, as plain values: no tasks, no threads.
private typealias Machine = TestHandlerStateMachine<String, String, String, String, String, String>

@Suite struct TestStoreBooksStateMachineTests {
  @Test func aReceiveWaitEndsAtOnceWhenAMatchingActionArrivedBefore() {
    var machine = Machine()
    _ = machine.record(received: "response")
    #expect(machine.awaitReceived(matching: { $0 == "response" }, "test").0 == .settled)
  }

  @Test func aReceiveWaitIsResumedByTheActionItWaitsFor() {
    var machine = Machine()
    _ = machine.startEffect("effect")
    #expect(machine.awaitReceived(matching: { $0 == "response" }, "test").0 == nil)
    #expect(machine.record(received: "response") == .resumeTest("test", .settled))
  }

  @Test func aReceiveWaitIgnoresActionsThatDoNotMatch() {
    var machine = Machine()
    _ = machine.startEffect("effect")
    #expect(machine.awaitReceived(matching: { $0 == "response" }, "test").0 == nil)
    #expect(machine.record(received: "progress") == nil)
    #expect(machine.record(received: "response") == .resumeTest("test", .settled))
  }

  @Test func aReceiveWaitThatTimesOutIsNotResumedByALateAction() {
    var machine = Machine()
    _ = machine.startEffect("effect")
    let (_, id) = machine.awaitReceived(matching: { _ in true }, "test")
    #expect(machine.timeOut(id) == .resumeTest("test", .timedOut))
    #expect(machine.record(received: "late") == nil)
    #expect(machine.received == ["late"])
  }

  @Test func receivedActionsAreTakenInOrder() {
    var machine = Machine()
    _ = machine.record(received: "a")
    _ = machine.record(received: "b")
    _ = machine.record(received: "c")
    #expect(machine.removeReceived(through: 1) == ["a", "b"])
    #expect(machine.removeAllReceived() == ["c"])
    #expect(machine.received.isEmpty)
  }

  @Test func aWaitForEffectsIsResumedWhenTheLastOfThemFinishes() {
    var machine = Machine()
    let first = machine.startEffect("first")
    let second = machine.startEffect("second")
    #expect(machine.awaitEffectsFinished([first, second], "test").0 == nil)
    #expect(machine.finishEffect(first) == nil)
    #expect(machine.finishEffect(second) == .resumeTest("test", .settled))
  }

  @Test func aWaitForSomeEffectsIgnoresOthers() {
    var machine = Machine()
    let mine = machine.startEffect("mine")
    let other = machine.startEffect("other")
    #expect(machine.awaitEffectsFinished([mine], "test").0 == nil)
    #expect(machine.finishEffect(mine) == .resumeTest("test", .settled))
    #expect(machine.isAnyInFlight([other]))
  }

  @Test func aWaitForAllEffectsEndsAtOnceWhenNoneRuns() {
    var machine = Machine()
    #expect(machine.awaitEffectsFinished(nil, "test").0 == .settled)
  }

  @Test func forgottenEffectsNoLongerHoldAWait() {
    var machine = Machine()
    _ = machine.startEffect("a")
    _ = machine.startEffect("b")
    #expect(machine.forgetEffectsInFlight() == ["a", "b"])
    #expect(machine.awaitEffectsFinished(nil, "test").0 == .settled)
  }

  @Test func finishingAnEffectTwiceWakesNoOne() {
    var machine = Machine()
    let token = machine.startEffect("a")
    _ = machine.startEffect("b")
    _ = machine.finishEffect(token)
    #expect(machine.awaitEffectsFinished(nil, "test").0 == nil)
    #expect(machine.finishEffect(token) == nil)
  }

  @Test func anIdleWaitIsResumedWhenTheLastQueuedJobFinishes() {
    var machine = Machine()
    machine.enqueueJob("a")
    machine.enqueueJob("b")
    #expect(machine.awaitIdle("test").0 == nil)
    _ = machine.takeJob()
    #expect(machine.finishJob() == nil)
    _ = machine.takeJob()
    #expect(machine.finishJob() == .resumeTest("test", .settled))
  }

  @Test func anIdleWaitEndsAtOnceWhenNoJobIsQueued() {
    var machine = Machine()
    #expect(machine.awaitIdle("test").0 == .settled)
    #expect(!machine.hasQueuedJobs)
  }

  @Test func aStoreWaitWhileAnotherWaitsIsRefused() {
    var machine = Machine()
    _ = machine.startEffect("running")
    #expect(machine.awaitReceived(matching: { _ in true }, "first").0 == nil)
    #expect(machine.awaitEffectsFinished(nil, "second").0 == .busy)
  }
}

@Suite struct TestStoreReceiveEndsTests {
  @Test func aReceiveWaitEndsAtOnceWhenNoEffectIsRunning() {
    var machine = Machine()
    #expect(machine.awaitReceived(matching: { _ in true }, "test").0 == .finished)
  }

  @Test func aReceiveWaitEndsWhenTheLastEffectFinishesWithoutSendingIt() {
    var machine = Machine()
    let token = machine.startEffect("effect")
    #expect(machine.awaitReceived(matching: { $0 == "response" }, "test").0 == nil)
    #expect(machine.finishEffect(token) == .resumeTest("test", .finished))
  }
}

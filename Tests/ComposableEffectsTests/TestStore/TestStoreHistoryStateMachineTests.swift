@testable import ComposableEffects
import Testing

/// A test store's history (received actions, running effects, the root's dismissal) and the
/// step waiting on them, as plain values: no tasks, no threads. States and actions are strings,
/// and so is the waiter.
private typealias Machine = TestStoreHistoryStateMachine<String, String, String>

private let here = TestSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

extension TestStoreHistoryStateMachine.EventAction: Equatable where Waiter: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): true
    case (.resume(let a, let b), .resume(let c, let d)): a == c && b == d
    default: false
    }
  }
}

extension TestStoreHistoryStateMachine.RegisterAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.resume(let a), .resume(let b)): a == b
    case (.suspend(let a), .suspend(let b)): a == b
    default: false
    }
  }
}

private func isSuspended(_ action: Machine.RegisterAction) -> Bool {
  if case .suspend = action { return true }
  return false
}

@Suite struct TestStoreHistoryStateMachineTests {
  @Test func aReceiveWaitEndsAtOnceWhenAMatchingActionArrivedBefore() {
    var machine = Machine()
    _ = machine.startEffect("start", at: here)
    _ = machine.record(received: "response", state: "1")
    #expect(machine.check(.received { $0 == "response" }) == .satisfied)
    #expect(machine.register(.received { $0 == "response" }, "test") == .resume(.satisfied))
  }

  @Test func aReceiveWaitIsResumedByTheActionItWaitsFor() {
    var machine = Machine()
    _ = machine.startEffect("start", at: here)
    #expect(machine.check(.received { $0 == "response" }) == nil)
    #expect(isSuspended(machine.register(.received { $0 == "response" }, "test")))
    #expect(machine.record(received: "response", state: "1") == .resume("test", .satisfied))
  }

  @Test func aReceiveWaitIgnoresActionsThatDoNotMatch() {
    var machine = Machine()
    _ = machine.startEffect("start", at: here)
    #expect(isSuspended(machine.register(.received { $0 == "response" }, "test")))
    #expect(machine.record(received: "progress", state: "1") == .none)
    #expect(machine.record(received: "response", state: "2") == .resume("test", .satisfied))
  }

  @Test func aReceiveWaitThatTimesOutIsNotResumedByALateAction() {
    var machine = Machine()
    _ = machine.startEffect("start", at: here)
    guard case .suspend(let id) = machine.register(.received { _ in true }, "test") else {
      Issue.record("The wait should have suspended")
      return
    }
    #expect(machine.timeOut(id) == .resume("test", .timedOut))
    #expect(machine.record(received: "late", state: "1") == .none)
    #expect(machine.received.map(\.action) == ["late"])
  }

  @Test func aDeadlineOfAnEndedWaitWakesNoOne() {
    var machine = Machine()
    let token = machine.startEffect("start", at: here)
    guard case .suspend(let id) = machine.register(.effectsFinished(nil), "test") else {
      Issue.record("The wait should have suspended")
      return
    }
    #expect(machine.finishEffect(token) == .resume("test", .satisfied))
    #expect(machine.timeOut(id) == .none)
  }

  @Test func aReceiveWaitEndsAtOnceWhenNoEffectIsRunning() {
    var machine = Machine()
    #expect(machine.register(.received { _ in true }, "test") == .resume(.nothingRunning))
  }

  @Test func aReceiveWaitEndsWhenTheLastEffectFinishesWithoutSendingIt() {
    var machine = Machine()
    let token = machine.startEffect("start", at: here)
    #expect(isSuspended(machine.register(.received { $0 == "response" }, "test")))
    #expect(machine.finishEffect(token) == .resume("test", .nothingRunning))
  }

  @Test func receivedActionsAreTakenInOrderWithTheStateEachLeft() {
    var machine = Machine()
    _ = machine.record(received: "a", state: "1")
    _ = machine.record(received: "b", state: "2")
    _ = machine.record(received: "c", state: "3")
    let taken = machine.removeReceived(through: 1)
    #expect(taken.map(\.action) == ["a", "b"])
    #expect(taken.map(\.state) == ["1", "2"])
    #expect(machine.removeAllReceived().map(\.action) == ["c"])
    #expect(machine.received.isEmpty)
  }

  @Test func aWaitForEffectsIsResumedWhenTheLastOfThemFinishes() {
    var machine = Machine()
    let first = machine.startEffect("first", at: here)
    let second = machine.startEffect("second", at: here)
    #expect(isSuspended(machine.register(.effectsFinished([first, second]), "test")))
    #expect(machine.finishEffect(first) == .none)
    #expect(machine.finishEffect(second) == .resume("test", .satisfied))
  }

  @Test func aWaitForSomeEffectsIgnoresOthers() {
    var machine = Machine()
    let mine = machine.startEffect("mine", at: here)
    _ = machine.startEffect("other", at: here)
    #expect(isSuspended(machine.register(.effectsFinished([mine]), "test")))
    #expect(machine.finishEffect(mine) == .resume("test", .satisfied))
    #expect(machine.effectsInFlight.map(\.action) == ["other"])
  }

  @Test func aStepsEffectsAreThoseStillRunningThatItStarted() {
    var machine = Machine()
    let first = machine.startEffect("first", at: here, step: 1)
    let second = machine.startEffect("second", at: here, step: 1)
    _ = machine.startEffect("other", at: here, step: 2)
    #expect(machine.effectsInFlight(ofStep: 1) == [first, second])
    _ = machine.finishEffect(first)
    #expect(machine.effectsInFlight(ofStep: 1) == [second])
    _ = machine.finishEffect(second)
    #expect(machine.effectsInFlight(ofStep: 1).isEmpty)
    #expect(machine.effectsInFlight(ofStep: 2).count == 1)
  }

  @Test func aWaitForAllEffectsEndsAtOnceWhenNoneRuns() {
    let machine = Machine()
    #expect(machine.check(.effectsFinished(nil)) == .satisfied)
  }

  @Test func effectsInFlightAreListedOldestFirst() {
    var machine = Machine()
    for action in ["a", "b", "c", "d"] { _ = machine.startEffect(action, at: here) }
    #expect(machine.effectsInFlight.map(\.action) == ["a", "b", "c", "d"])
  }

  @Test func forgottenEffectsNoLongerHoldAWait() {
    var machine = Machine()
    _ = machine.startEffect("a", at: here)
    _ = machine.startEffect("b", at: here)
    #expect(machine.forgetEffectsInFlight().map(\.action) == ["a", "b"])
    #expect(machine.check(.effectsFinished(nil)) == .satisfied)
  }

  @Test func finishingAnEffectTwiceWakesNoOne() {
    var machine = Machine()
    let token = machine.startEffect("a", at: here)
    _ = machine.startEffect("b", at: here)
    _ = machine.finishEffect(token)
    #expect(isSuspended(machine.register(.effectsFinished(nil), "test")))
    #expect(machine.finishEffect(token) == .none)
  }

  @Test func aStepWhileAnotherWaitsIsRefused() {
    var machine = Machine()
    _ = machine.startEffect("running", at: here)
    #expect(isSuspended(machine.register(.received { _ in true }, "first")))
    #expect(machine.check(.effectsFinished(nil)) == .busy)
    #expect(machine.register(.effectsFinished(nil), "second") == .resume(.busy))
  }

  @Test func theStateAfterSendIsKeptUntilTheNextSendClearsIt() {
    var machine = Machine()
    machine.stateAfterSend = "after"
    _ = machine.record(received: "response", state: "later")
    #expect(machine.stateAfterSend == "after")
    machine.stateAfterSend = nil
    #expect(machine.stateAfterSend == nil)
  }

  @Test func theRootFeatureDismissesItselfOnce() {
    var machine = Machine()
    #expect(!machine.isDismissed)
    #expect(machine.dismiss() == .cancelEffects)
    #expect(machine.isDismissed)
    #expect(machine.dismiss() == .none)
    #expect(machine.isDismissed)
  }
}

import Testing

@testable import TodosServer

/// The decisions of saving the list, without a disk or a thread: one write at a time, the
/// changes made meanwhile in one next write, failures retried, and waiters told.
@Suite struct GroupCommitStateMachineTests {
  typealias Machine = GroupCommitStateMachine<String, Int>

  @Test func theFirstChangeIsWrittenAtOnce() {
    var machine = Machine()

    guard case .write(let change) = machine.changed("a") else {
      Issue.record("The first change was not written.")
      return
    }
    #expect(change.value == "a")
    #expect(change.version == 1)
    #expect(machine.durableVersion == 0)
  }

  @Test func changesMadeDuringAWriteGoTogetherIntoTheNextOne() {
    var machine = Machine()
    _ = machine.changed("a")

    let during = machine.changed("ab")
    #expect(isNone(during))
    let later = machine.changed("abc")
    #expect(isNone(later))
    let done = machine.writeSucceeded(version: 1)

    #expect(done.next?.value == "abc")
    #expect(done.next?.version == 3)
    #expect(machine.durableVersion == 1)
    #expect(machine.latestVersion == 3)
    let last = machine.writeSucceeded(version: 3)
    #expect(last.next == nil)
    #expect(machine.durableVersion == 3)
  }

  @Test func aFailedWriteIsRetriedWithTheLatestChangeWhenTheRetryIsDue() {
    var machine = Machine()
    _ = machine.changed("a")
    let failed = machine.writeFailed(.init(value: "a", version: 1), reason: "disk full")
    #expect(failed.reason == "disk full")
    #expect(machine.failureReason == "disk full")
    let whileFailed = machine.changed("ab")
    #expect(isNone(whileFailed))

    let retried = machine.retryDue(failed.retry)

    #expect(retried?.value == "ab")
    #expect(retried?.version == 2)
    // Still not saved while the retry runs: a page that connects is told so.
    #expect(machine.failureReason == "disk full")
    let done = machine.writeSucceeded(version: 2)
    #expect(done.recovered)
    #expect(machine.failureReason == nil)
    #expect(machine.durableVersion == 2)
  }

  @Test func aRetryThatIsNoLongerTheLastWordDoesNothing() {
    var machine = Machine()
    _ = machine.changed("a")
    let first = machine.writeFailed(.init(value: "a", version: 1), reason: "disk full")
    _ = machine.retryDue(first.retry)
    let second = machine.writeFailed(.init(value: "a", version: 1), reason: "still full")

    let stale = machine.retryDue(first.retry)
    #expect(stale == nil)
    let current = machine.retryDue(second.retry)
    #expect(current?.value == "a")
  }

  @Test func aWaiterIsResumedOnceEverythingIsSaved() {
    var machine = Machine()
    let idle = machine.waitUntilSaved(7, allowingFailures: 3)
    #expect(isResumed(idle, with: .saved))
    _ = machine.changed("a")
    _ = machine.changed("ab")

    let busy = machine.waitUntilSaved(7, allowingFailures: 3)
    #expect(isWaiting(busy))
    let first = machine.writeSucceeded(version: 1)
    #expect(first.saved.isEmpty)
    let second = machine.writeSucceeded(version: 2)
    #expect(second.saved == [7])
  }

  @Test func aWaiterIsResumedAfterTheFailuresItAllows() {
    var machine = Machine()
    _ = machine.changed("a")
    _ = machine.waitUntilSaved(7, allowingFailures: 2)

    let first = machine.writeFailed(.init(value: "a", version: 1), reason: "disk full")
    #expect(first.failed.isEmpty)
    _ = machine.retryDue(first.retry)
    let second = machine.writeFailed(.init(value: "a", version: 1), reason: "still full")
    #expect(second.failed == [7])
    #expect(machine.durableVersion == 0)
  }

  private func isNone(_ action: Machine.ChangedAction) -> Bool {
    if case .none = action { return true }
    return false
  }

  private func isWaiting(_ action: Machine.WaitAction) -> Bool {
    if case .wait = action { return true }
    return false
  }

  private func isResumed(_ action: Machine.WaitAction, with outcome: SaveOutcome) -> Bool {
    if case .resume(let resumed) = action { return resumed == outcome }
    return false
  }
}

/// When a page may learn its action was handled: not before it has what the action changed.
@Suite struct AcknowledgementGateTests {
  @Test func aSessionStateWhoseChangesThePageHasGoesAtOnce() {
    var gate = AcknowledgementGate()
    _ = gate.listSent(version: 3)

    let sendsNow = gate.sessionChanged(requiring: 3)
    #expect(sendsNow)
  }

  @Test func aSessionStateIsHeldUntilThePageHasTheChangesItsActionsMade() {
    var gate = AcknowledgementGate()
    _ = gate.listSent(version: 3)

    let sendsNow = gate.sessionChanged(requiring: 5)
    #expect(!sendsNow)
    let atFour = gate.listSent(version: 4)
    #expect(!atFour)
    let atFive = gate.listSent(version: 5)
    #expect(atFive)
    #expect(gate.held == nil)
  }

  @Test func nothingGoesBeforeTheSnapshot() {
    var gate = AcknowledgementGate()

    let sendsNow = gate.sessionChanged(requiring: 0)
    #expect(!sendsNow)
    let atSnapshot = gate.listSent(version: 0)
    #expect(atSnapshot)
  }
}

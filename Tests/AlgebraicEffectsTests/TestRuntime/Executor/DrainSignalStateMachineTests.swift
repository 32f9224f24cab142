@testable import AlgebraicEffects
import Testing

@Suite struct DrainSignalStateMachineTests {
  typealias Machine = DrainSignalStateMachine<String>

  @Test func theFirstWakeStartsTheDrainerWhoseFirstWaitDrainsAtOnce() {
    var machine = Machine()
    guard case .start = machine.wake() else {
      Issue.record("expected .start")
      return
    }
    #expect(isNone(machine.wake()))
    #expect(resumedAtOnce(machine.wait("drainer")) == true)
    #expect(isSuspend(machine.wait("drainer")))
  }

  @Test func aDrainerStartedAheadOfTheFirstWakeWaitsForIt() {
    var machine = Machine()
    let first = machine.start()
    let second = machine.start()
    #expect(first && !second)
    #expect(isSuspend(machine.wait("drainer")))
    #expect(resumed(machine.wake()) == "drainer")
  }

  @Test func aWakeResumesTheWaitingDrainerOnce() {
    var machine = Machine.started()
    #expect(isSuspend(machine.wait("drainer")))
    #expect(resumed(machine.wake()) == "drainer")
    // Resumed already: a second wake before the next wait is kept, not resumed again.
    #expect(isNone(machine.wake()))
  }

  @Test func aWakeWhileTheDrainerRunsIsKeptForItsNextWait() {
    var machine = Machine.started()
    #expect(isNone(machine.wake()))
    #expect(isNone(machine.wake()))
    #expect(resumedAtOnce(machine.wait("drainer")) == true)
    // The kept wakes were one: the wait after that suspends.
    #expect(isSuspend(machine.wait("drainer")))
  }

  @Test func theEndResumesTheWaiterToStopAndEveryLaterWaitReturnsAtOnce() {
    var machine = Machine.started()
    #expect(isSuspend(machine.wait("drainer")))
    #expect(machine.end() == "drainer")
    #expect(resumedAtOnce(machine.wait("drainer")) == false)
  }

  @Test func aWakeAfterTheEndSaysSoSoThatTheExecutorDrainsAnotherWay() {
    var machine = Machine.started()
    #expect(machine.end() == nil)
    guard case .ended = machine.wake() else {
      Issue.record("expected .ended")
      return
    }
  }

  @Test func anEndBeforeAnyWakeStartsNoDrainer() {
    var machine = Machine()
    #expect(machine.end() == nil)
    guard case .ended = machine.wake() else {
      Issue.record("expected .ended")
      return
    }
  }

  private func isSuspend(_ action: Machine.WaitAction) -> Bool {
    if case .suspend = action { return true }
    return false
  }

  private func resumedAtOnce(_ action: Machine.WaitAction) -> Bool? {
    if case .resume(_, let drain) = action { return drain }
    return nil
  }

  private func isNone(_ action: Machine.WakeAction) -> Bool {
    if case .none = action { return true }
    return false
  }

  private func resumed(_ action: Machine.WakeAction) -> String? {
    if case .resume(let waiter) = action { return waiter }
    return nil
  }
}

extension DrainSignalStateMachine where Waiter == String {
  /// A machine whose drainer has started and drained its first wake.
  fileprivate static func started() -> Self {
    var machine = Self()
    _ = machine.wake()
    _ = machine.wait("first wait")
    return machine
  }
}

@testable import AlgebraicEffects
import Testing

@Suite struct IgnoredTaskStateMachineTests {
  @Test func aWaitingTaskRunsWhenItsValueIsAwaited() {
    var machine = IgnoredTaskStateMachine<String>()
    #expect(machine.wait("body") == .suspend)
    #expect(machine.demand() == .resume("body", run: true))
    #expect(machine.end() == .none)
  }

  @Test func aWaitingTaskIsAbandonedWhenTheTestEnds() {
    var machine = IgnoredTaskStateMachine<String>()
    #expect(machine.wait("body") == .suspend)
    #expect(machine.end() == .resume("body", run: false))
    #expect(machine.demand() == .none)
  }

  @Test func aTaskAwaitedBeforeItWaitsRunsAtOnce() {
    var machine = IgnoredTaskStateMachine<String>()
    #expect(machine.demand() == .none)
    #expect(machine.end() == .none)
    #expect(machine.wait("body") == .run)
  }

  @Test func aTaskThatWaitsAfterTheTestEndedNeverRuns() {
    var machine = IgnoredTaskStateMachine<String>()
    #expect(machine.end() == .none)
    #expect(machine.demand() == .none)
    #expect(machine.wait("body") == .abandon)
  }

  @Test func aSecondDemandChangesNothing() {
    var machine = IgnoredTaskStateMachine<String>()
    #expect(machine.wait("body") == .suspend)
    #expect(machine.demand() == .resume("body", run: true))
    #expect(machine.demand() == .none)
  }
}

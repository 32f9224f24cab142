import Testing

@testable import TodosServer

struct PagePublishStateMachineTests {
  @Test func aChangeAfterAQuietTickGoesOutAtOnce() {
    var machine = PagePublishStateMachine()
    #expect(machine.durable() == .publishAndStartTick)
    #expect(machine.tickEnded() == .none)
    #expect(machine.state == .idle)
    #expect(machine.durable() == .publishAndStartTick)
  }

  @Test func changesDuringATickGoOutTogetherWhenItEnds() {
    var machine = PagePublishStateMachine()
    #expect(machine.durable() == .publishAndStartTick)
    #expect(machine.durable() == .none)
    #expect(machine.durable() == .none)
    #expect(machine.tickEnded() == .publishAndStartTick)
    // Another tick runs after that batch: a change now is held again.
    #expect(machine.durable() == .none)
    #expect(machine.tickEnded() == .publishAndStartTick)
    #expect(machine.tickEnded() == .none)
  }
}

@testable import ComposableEffects
import Testing

@Suite struct SharedLoadStateMachineTests {
  @Test func aLoadAnsweredWithoutAChangeMeanwhileIsTaken() {
    var loads = SharedLoadStateMachine()
    let load = loads.loadBegan()

    #expect(loads.answered(load) == .take)
    #expect(loads.isLoading == false)
  }

  @Test func aChangeMadeWhileALoadIsOnItsWayDropsItsAnswer() {
    var loads = SharedLoadStateMachine()
    let load = loads.loadBegan()

    loads.written()

    #expect(loads.answered(load) == .drop)
    #expect(loads.isLoading == false)
  }

  @Test func aChangeMadeBeforeALoadBeganDoesNotDropIt() {
    var loads = SharedLoadStateMachine()
    loads.written()

    let load = loads.loadBegan()

    #expect(loads.answered(load) == .take)
  }

  @Test func aChangeOvertakesEveryLoadOnItsWayButNotTheOnesBegunAfterIt() {
    var loads = SharedLoadStateMachine()
    let first = loads.loadBegan()
    let second = loads.loadBegan()
    loads.written()
    let third = loads.loadBegan()

    #expect(loads.answered(second) == .drop)
    #expect(loads.isLoading)
    #expect(loads.answered(third) == .take)
    #expect(loads.answered(first) == .drop)
    #expect(loads.isLoading == false)
  }

  @Test func aSecondAnswerToOneLoadIsDropped() {
    var loads = SharedLoadStateMachine()
    let load = loads.loadBegan()
    _ = loads.answered(load)

    #expect(loads.answered(load) == .drop)
  }
}

@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Suite struct ThrottleStateMachineTests {
  typealias Instant = ClockInstant<TestClock<Duration>.Instant>
  typealias Machine = ThrottleStateMachine<String, Instant>

  let interval = Duration.seconds(1)

  func at(_ seconds: Double) -> Instant {
    Instant(base: TestClock<Duration>.Instant(offset: .seconds(seconds)))
  }

  @Test func theFirstElementIsSentAtOnce() {
    var machine = Machine()
    #expect(machine.send("a", at: at(0), interval: interval, latest: true) == .send("a"))
  }

  @Test func anElementWithinTheWindowWaitsForItsEnd() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    #expect(machine.send("b", at: at(0.5), interval: interval, latest: true) == .sendAtDeadline(at(1)))
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == "b")
  }

  @Test func latestHoldsTheMostRecentElement() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    _ = machine.send("b", at: at(0.25), interval: interval, latest: true)
    #expect(machine.send("c", at: at(0.5), interval: interval, latest: true) == .sendAtDeadline(at(1)))
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == "c")
  }

  @Test func notLatestHoldsTheFirstElement() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: false)
    _ = machine.send("b", at: at(0.25), interval: interval, latest: false)
    #expect(machine.send("c", at: at(0.5), interval: interval, latest: false) == .sendAtDeadline(at(1)))
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == "b")
  }

  @Test func anElementAfterTheWindowIsSentAtOnce() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    #expect(machine.send("b", at: at(1), interval: interval, latest: true) == .send("b"))
    #expect(machine.send("c", at: at(1.5), interval: interval, latest: true) == .sendAtDeadline(at(2)))
  }

  @Test func anEarlierDeadlineDoesNotSendAnElementHeldForALaterWindow() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    _ = machine.send("b", at: at(0.5), interval: interval, latest: true)
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == "b")
    #expect(machine.send("c", at: at(1.5), interval: interval, latest: true) == .sendAtDeadline(at(2)))
    #expect(machine.windowEnded(deadline: at(1), at: at(1.5)) == nil)
    #expect(machine.windowEnded(deadline: at(2), at: at(2)) == "c")
  }

  @Test func aWindowEndingWithNothingHeldSendsNothing() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    _ = machine.send("b", at: at(0.5), interval: interval, latest: true)
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == "b")
    #expect(machine.windowEnded(deadline: at(1), at: at(1)) == nil)
  }

  @Test func sendingTheHeldElementOpensTheNextWindow() {
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: true)
    _ = machine.send("b", at: at(0.5), interval: interval, latest: true)
    _ = machine.windowEnded(deadline: at(1), at: at(1))
    #expect(machine.send("c", at: at(1.5), interval: interval, latest: true) == .sendAtDeadline(at(2)))
    #expect(machine.send("d", at: at(2), interval: interval, latest: true) == .send("d"))
  }

  @Test func notLatestSendsTheHeldElementWhenTheWindowHasAlreadyEnded() {
    // The held element's effect was cancelled before its deadline: the next element sent
    // after the window carries it out in its place, as in The Composable Architecture.
    var machine = Machine()
    _ = machine.send("a", at: at(0), interval: interval, latest: false)
    _ = machine.send("b", at: at(0.5), interval: interval, latest: false)
    #expect(machine.send("c", at: at(2), interval: interval, latest: false) == .send("b"))
    #expect(machine.windowEnded(deadline: at(1), at: at(2)) == nil)
  }
}

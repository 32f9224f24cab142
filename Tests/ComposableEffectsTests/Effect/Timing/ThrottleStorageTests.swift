@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Suite struct ThrottleStorageTests {
  typealias Instant = ClockInstant<TestClock<Duration>.Instant>
  typealias Machine = ThrottleStateMachine<String, Instant>

  func at(_ seconds: Double) -> Instant {
    Instant(base: TestClock<Duration>.Instant(offset: .seconds(seconds)))
  }

  func send(
    _ element: String, at seconds: Double, id: String, in storage: ThrottleStorage
  ) -> Machine.SendAction {
    storage.withMachine(id: AnyHashableSendable(id)) { (machine: inout Machine) in
      machine.send(element, at: at(seconds), interval: .seconds(1), latest: true)
    }
  }

  @Test func keepsAThrottlesMachineFromOneSendToTheNext() {
    let storage = ThrottleStorage()

    #expect(send("a", at: 0, id: "save", in: storage) == .send("a"))
    #expect(send("b", at: 0.5, id: "save", in: storage) == .sendAtDeadline(at(1)))
  }

  @Test func keepsEachIdentifierApart() {
    let storage = ThrottleStorage()

    #expect(send("a", at: 0, id: "save", in: storage) == .send("a"))
    #expect(send("b", at: 0.5, id: "load", in: storage) == .send("b"))
  }

  @Test func keepsEachStorageApart() {
    #expect(send("a", at: 0, id: "save", in: ThrottleStorage()) == .send("a"))
    #expect(send("b", at: 0.5, id: "save", in: ThrottleStorage()) == .send("b"))
  }

  @Test func eachTestHasAStorageOfItsOwn() {
    #expect(DependencyValues._current.throttleStorage !== ThrottleStorageKey.liveValue)
  }
}

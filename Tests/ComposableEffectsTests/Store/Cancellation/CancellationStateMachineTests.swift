@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Suite struct CancellationStateMachineTests {
  typealias Machine = CancellationStateMachine<String>
  let a = AnyHashableSendable("a")
  let b = AnyHashableSendable("b")

  @Test func cancellingAnIDReturnsTheTasksRegisteredUnderIt() {
    var machine = Machine()
    let first = machine.reserve(ids: [a])
    let second = machine.reserve(ids: [b])
    _ = machine.attach("first", to: first)
    _ = machine.attach("second", to: second)
    #expect(machine.cancel(id: a) == ["first"])
    #expect(machine.count(for: a) == 0)
    #expect(machine.count(for: b) == 1)
  }

  @Test func cancellingTwiceReturnsNothingTheSecondTime() {
    var machine = Machine()
    let token = machine.reserve(ids: [a])
    _ = machine.attach("task", to: token)
    #expect(machine.cancel(id: a) == ["task"])
    #expect(machine.cancel(id: a).isEmpty)
  }

  @Test func aTaskAttachedAfterItsCancellationIsCancelledAtOnce() {
    var machine = Machine()
    let token = machine.reserve(ids: [a])
    #expect(machine.cancel(id: a).isEmpty)
    #expect(machine.attach("late", to: token) == .cancel)
  }

  @Test func aTaskFinishedBeforeItWasAttachedIsForgotten() {
    var machine = Machine()
    let token = machine.reserve(ids: [a])
    machine.finish(token)
    #expect(machine.attach("done", to: token) == .none)
    #expect(machine.inFlightCount == 0)
    #expect(machine.cancel(id: a).isEmpty)
  }

  @Test func finishingRemovesTheTaskFromEveryID() {
    var machine = Machine()
    let token = machine.reserve(ids: [a, b])
    _ = machine.attach("task", to: token)
    machine.finish(token)
    #expect(machine.count(for: a) == 0)
    #expect(machine.count(for: b) == 0)
    #expect(machine.inFlightCount == 0)
  }

  @Test func cancellingOneIDOfATaskUnindexesItsOtherIDs() {
    var machine = Machine()
    let token = machine.reserve(ids: [a, b])
    _ = machine.attach("task", to: token)
    #expect(machine.cancel(id: a) == ["task"])
    #expect(machine.count(for: b) == 0)
    #expect(machine.cancel(id: b).isEmpty)
    #expect(machine.inFlightCount == 1, "It stays in flight until its task ends.")
  }

  @Test func cancelAllCancelsEverythingAndEverythingAfter() {
    var machine = Machine()
    let withID = machine.reserve(ids: [a])
    let withoutID = machine.reserve(ids: [])
    _ = machine.attach("with", to: withID)
    _ = machine.attach("without", to: withoutID)
    #expect(Set(machine.cancelAll()) == ["with", "without"])
    #expect(machine.isClosed)
    let later = machine.reserve(ids: [a])
    #expect(machine.attach("later", to: later) == .cancel)
    #expect(machine.count(for: a) == 0)
  }

  @Test func manyEffectsUnderOneIDAreAllCancelled() {
    var machine = Machine()
    for index in 0..<1_000 {
      let token = machine.reserve(ids: [a])
      _ = machine.attach("\(index)", to: token)
    }
    #expect(machine.cancel(id: a).count == 1_000)
  }
}

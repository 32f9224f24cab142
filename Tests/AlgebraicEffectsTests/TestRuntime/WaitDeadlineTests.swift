@testable import AlgebraicEffects
import Testing

@Suite(.timeLimit(.minutes(1))) struct WaitDeadlineTests {
  @Test func aDeadlineThatHasComeTellsTheIdOfTheWaitItWasArmedFor() async {
    let (ids, continuation) = AsyncStream.makeStream(of: Int.self)
    let deadline = WaitDeadline { continuation.yield($0) }
    deadline.arm(7, after: .zero)
    var iterator = ids.makeAsyncIterator()
    #expect(await iterator.next() == 7)
  }

  @Test func reArmingForTheNextWaitReplacesTheDeadlineOfThePreviousOne() async {
    let (ids, continuation) = AsyncStream.makeStream(of: Int.self)
    let deadline = WaitDeadline { continuation.yield($0) }
    deadline.arm(1, after: .seconds(3600))
    deadline.disarm(1)
    deadline.arm(2, after: .zero)
    var iterator = ids.makeAsyncIterator()
    #expect(await iterator.next() == 2)
    // The timer fires once per arming: re-armed far away, it tells nothing more.
    deadline.arm(3, after: .seconds(3600))
    deadline.disarm(3)
    continuation.finish()
    #expect(await iterator.next() == nil)
  }
}

@testable import ComposableEffects
import Foundation
import Testing

@Suite struct FileWriteStateMachineTests {
  private let first = Data("1".utf8)
  private let second = Data("2".utf8)
  private let third = Data("3".utf8)

  @Test func theFirstChangeIsWrittenAtOnceAndStartsAPause() {
    var machine = FileWriteStateMachine()
    #expect(machine.changed(first) == .writeAndStartPause(first))
    #expect(machine.state == .pausing(pending: nil))
  }

  @Test func changesDuringAPauseAreCoalescedIntoTheLast() {
    var machine = FileWriteStateMachine()
    _ = machine.changed(first)

    #expect(machine.changed(second) == .none)
    #expect(machine.changed(third) == .none)
    #expect(machine.pauseEnded() == .writeAndStartPause(third))
  }

  @Test func aPauseWithNoChangeEndsIdle() {
    var machine = FileWriteStateMachine()
    _ = machine.changed(first)

    #expect(machine.pauseEnded() == .none)
    #expect(machine.state == .idle)
    #expect(machine.changed(second) == .writeAndStartPause(second))
  }

  @Test func aFlushWritesWhatWaitsAtOnce() {
    var machine = FileWriteStateMachine()
    _ = machine.changed(first)
    _ = machine.changed(second)

    #expect(machine.flush() == .write(second))
    #expect(machine.flush() == .none)
    #expect(machine.pauseEnded() == .none)
  }

  @Test func aFlushWithNothingWaitingWritesNothing() {
    var machine = FileWriteStateMachine()
    #expect(machine.flush() == .none)
    _ = machine.changed(first)
    #expect(machine.flush() == .none)
  }

  @Test func aRemovedFileDropsTheChangeWaitingForThePauseToEnd() {
    var machine = FileWriteStateMachine()
    _ = machine.changed(first)
    _ = machine.changed(second)

    machine.fileRemoved()

    #expect(machine.state == .pausing(pending: nil))
    #expect(machine.pauseEnded() == .none)
  }
}

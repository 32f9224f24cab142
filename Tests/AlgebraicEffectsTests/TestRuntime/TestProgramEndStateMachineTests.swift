@testable import AlgebraicEffects
import Testing

/// The end of a `withTestHandler`'s program and the watcher waiting for it, with strings for
/// the watcher: no tasks.
private typealias Machine = TestProgramEndStateMachine<String>

private struct Boom: Error, Equatable {}

private func isSuspended(_ action: Machine.AwaitAction) -> Bool {
  if case .suspend = action { return true }
  return false
}

@Suite struct TestProgramEndStateMachineTests {
  @Test func aWatcherIsResumedWithTheErrorTheProgramThrows() {
    var machine = Machine()
    #expect(isSuspended(machine.awaitEnd("watcher")))
    guard case .resume("watcher", let error as Boom) = machine.programEnded(throwing: Boom()) else {
      Issue.record("The watcher should have been resumed with the error")
      return
    }
    #expect(error == Boom())
    #expect(machine.failure is Boom)
  }

  @Test func aWatcherComingAfterTheEndIsAnsweredAtOnce() {
    var machine = Machine()
    guard case .none = machine.programEnded(throwing: nil) else {
      Issue.record("Nobody waited")
      return
    }
    guard case .resume(nil) = machine.awaitEnd("watcher") else {
      Issue.record("The watcher should have been answered at once")
      return
    }
    #expect(machine.failure == nil)
  }

  @Test func aCancelledWaitEndsAsIfTheProgramReturned() {
    var machine = Machine()
    _ = machine.awaitEnd("watcher")
    guard case .resume("watcher", nil) = machine.cancelWait() else {
      Issue.record("The watcher should have been resumed")
      return
    }
    guard case .none = machine.programEnded(throwing: Boom()) else {
      Issue.record("The watcher was resumed already")
      return
    }
    #expect(machine.failure is Boom)
  }

  @Test func aWaitCancelledBeforeItBeganEndsAtOnce() {
    var machine = Machine()
    guard case .none = machine.cancelWait() else {
      Issue.record("Nobody waited")
      return
    }
    guard case .resume(nil) = machine.awaitEnd("watcher") else {
      Issue.record("The watcher should have been answered at once")
      return
    }
  }
}

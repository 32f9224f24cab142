@testable import AlgebraicEffects
import Testing

@Suite struct TaskOrderStateMachineTests {
  @Test func aTaskWaitsForTheProgramAndEveryTaskAheadToFinish() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.wait(2, "second") == .suspend)
    #expect(machine.wait(1, "first") == .suspend)
    #expect(machine.finish(0) == [.init(waiter: "first", run: true)])
    #expect(machine.finish(1) == [.init(waiter: "second", run: true)])
  }

  @Test func aTaskWhoseTurnHasComeRunsAtOnce() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    #expect(machine.finish(0) == [])
    #expect(machine.wait(1, "first") == .run)
  }

  @Test func anAwaitedTaskRunsBeforeItsTurnAfterTheUnstartedTasksAheadOfIt() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.wait(2, "second") == .suspend)
    #expect(machine.wait(1, "first") == .suspend)
    // The program, still running, awaits the second task: the first runs, then the second.
    #expect(machine.demand(2) == [.init(waiter: "first", run: true)])
    #expect(machine.begin(1) == [.init(waiter: "second", run: true)])
  }

  @Test func anAwaitedTaskWaitsForTheAwaitedTasksAheadOfItToStart() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.wait(2, "second") == .suspend)
    #expect(machine.demand(2) == [])
    #expect(machine.wait(1, "first") == .run)
    #expect(machine.begin(1) == [.init(waiter: "second", run: true)])
  }

  @Test func anAwaitedTaskRunsWhileTheAwaitedTaskAheadOfItAwaitsIt() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.demand(1) == [])
    #expect(machine.wait(1, "first") == .run)
    #expect(machine.begin(1) == [])
    #expect(machine.wait(2, "second") == .suspend)
    // The first task, demanded and running, awaits the second.
    #expect(machine.demand(2) == [.init(waiter: "second", run: true)])
  }

  @Test func aTaskAwaitedBeforeItWaitsRunsWhenItDoes() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    #expect(machine.demand(1) == [])
    #expect(machine.wait(1, "first") == .run)
  }

  @Test func aStartedTaskAheadIsNotWaitedForByAnAwaitedTask() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.finish(0) == [])
    #expect(machine.wait(1, "first") == .run)
    #expect(machine.begin(1) == [])
    #expect(machine.wait(2, "second") == .suspend)
    // The first task, running, awaits the second: waiting for the first would never end.
    #expect(machine.demand(2) == [.init(waiter: "second", run: true)])
  }

  @Test func heldBackTasksNeverRunOnceTheTestEnds() {
    var machine = TaskOrderStateMachine<String>()
    machine.enqueue(1)
    machine.enqueue(2)
    #expect(machine.wait(1, "first") == .suspend)
    #expect(machine.wait(2, "second") == .suspend)
    #expect(
      machine.end() == [.init(waiter: "first", run: false), .init(waiter: "second", run: false)]
    )
    #expect(machine.finish(0) == [])
    #expect(machine.wait(3, "late") == .abandon)
  }
}

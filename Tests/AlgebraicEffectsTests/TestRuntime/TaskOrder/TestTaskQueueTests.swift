@testable import AlgebraicEffects
import Testing

/// The serial queue of a test handler's tasks, with strings for waiters: no tasks, no threads.
@Suite struct TestTaskQueueTests {
  @Test func tasksRunOneAtATimeInTheOrderTheyWereEnqueued() {
    var queue = TestTaskQueue<String>()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(second, "second", testHasEnded: false) == .later)
    // The first task has not asked for its turn yet: it is started, with no waiter to resume.
    #expect(queue.enqueue(first) == nil)
    #expect(queue.enqueue(second) == nil)
    #expect(queue.awaitTurn(first, "first", testHasEnded: false) == .now)
    #expect(queue.finish(first) == "second")
    #expect(queue.finish(second) == nil)
    #expect(queue.isDry)
  }

  @Test func aTaskCreatedButNeverEnqueuedHoldsNothingBack() {
    var queue = TestTaskQueue<String>()
    let created = queue.create()
    let enqueued = queue.create()
    #expect(queue.enqueue(enqueued) == nil)
    #expect(queue.finish(enqueued) == nil)
    #expect(queue.isDry)
    #expect(queue.unstarted == [created])
  }

  @Test func aTaskStartedOutsideTheQueueRunsAtOnce() {
    var queue = TestTaskQueue<String>()
    let task = queue.create()
    #expect(queue.awaitTurn(task, "task", testHasEnded: false) == .later)
    #expect(queue.startUnscheduled(task) == "task")
    #expect(queue.enqueue(task) == nil)
  }

  @Test func aStalledQueueStartsItsNextTaskBeforeItsTurn() {
    var queue = TestTaskQueue<String>()
    let head = queue.create()
    let behind = queue.create()
    _ = queue.enqueue(head)
    _ = queue.enqueue(behind)
    #expect(queue.awaitTurn(behind, "behind", testHasEnded: false) == .later)
    #expect(queue.startNextBeforeItsTurn() == "behind")
    #expect(queue.startNextBeforeItsTurn() == nil)
  }

  @Test func theTestsEndAbandonsWhatHasNotStartedAndEveryLaterTurn() {
    var queue = TestTaskQueue<String>()
    let waiting = queue.create()
    let late = queue.create()
    #expect(queue.awaitTurn(waiting, "waiting", testHasEnded: false) == .later)
    #expect(queue.abandonUnstarted() == ["waiting"])
    #expect(queue.awaitTurn(late, "late", testHasEnded: true) == .never)
    #expect(queue.unstartedNames.isEmpty)
  }
}

@testable import AlgebraicEffects
import Testing

extension TestTaskQueue {
  /// A task that `Task.effect` creates while the test runs.
  fileprivate mutating func create(_ name: String? = nil) -> Int {
    create(named: name, testHasEnded: false)
  }

  fileprivate mutating func awaitTurn(_ task: Int, _ waiter: Waiter) -> Turn {
    awaitTurn(task, waiter, testHasEnded: false)
  }
}

/// The tasks' turns under `.suspend`, with strings for waiters: no tasks, no threads.
@Suite struct TestTaskQueueTests {
  @Test func tasksRunOneAtATimeInTheOrderTheyWereEnqueued() {
    var queue = TestTaskQueue<String>()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(second, "second") == .later)
    // The first task has not asked for its turn yet: it is started, with no waiter to resume.
    #expect(queue.enqueue(first) == nil)
    #expect(queue.enqueue(second) == nil)
    #expect(queue.awaitTurn(first, "first") == .now)
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
    #expect(queue.awaitTurn(task, "task") == .later)
    #expect(queue.startUnscheduled(task) == "task")
    #expect(queue.enqueue(task) == nil)
  }

  @Test func aStalledQueueStartsItsNextTaskBeforeItsTurn() {
    var queue = TestTaskQueue<String>()
    let head = queue.create()
    let behind = queue.create()
    _ = queue.enqueue(head)
    _ = queue.enqueue(behind)
    #expect(queue.awaitTurn(behind, "behind") == .later)
    #expect(queue.startNextBeforeItsTurn() == "behind")
    #expect(queue.startNextBeforeItsTurn() == nil)
  }

  @Test func theTestsEndAbandonsWhatHasNotStartedAndEveryLaterTurn() {
    var queue = TestTaskQueue<String>()
    let waiting = queue.create()
    let late = queue.create()
    #expect(queue.awaitTurn(waiting, "waiting") == .later)
    #expect(queue.abandonUnstarted() == ["waiting"])
    #expect(queue.awaitTurn(late, "late", testHasEnded: true) == .never)
    #expect(queue.unstartedNames.isEmpty)
  }

  @Test func aTaskCreatedOnceTheTestHasEndedNeverRuns() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let late = queue.create(named: "late", testHasEnded: true)
    #expect(queue.finish(0) == nil)
    #expect(queue.awaitTurn(late, "late") == .never)
    #expect(queue.unstartedNames.isEmpty)
  }
}

/// Under `.automaticallyEnqueue` each task joins the queue as it is created and keeps its turn,
/// unless something awaits its value.
@Suite struct AutomaticallyEnqueuedTurnTests {
  @Test func aTaskWaitsForTheProgramAndEveryTaskAheadToFinish() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    let program = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.finish(program) == "first")
    #expect(queue.finish(first) == "second")
  }

  @Test func aTaskWhoseTurnHasComeRunsAtOnce() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    let program = queue.createProgram()
    let first = queue.create()
    #expect(queue.finish(program) == nil)
    #expect(queue.awaitTurn(first, "first") == .now)
  }

  @Test func aStalledQueueStartsNothing() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.startNextBeforeItsTurn() == nil)
  }

  @Test func anAwaitedTaskStartsAfterTheUnstartedTasksAheadOfIt() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    let third = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.awaitTurn(third, "third") == .later)
    // The program, still running, awaits the second task: the first starts, then the second.
    #expect(queue.demand(second) == "first")
    #expect(queue.begin(first) == "second")
    #expect(queue.begin(second) == nil)
    #expect(queue.finish(first) == nil)
    #expect(queue.finish(second) == nil)
    #expect(queue.finish(0) == "third")
  }

  @Test func anAwaitedTaskWaitsForTheAwaitedTaskAheadOfItToBegin() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    // The second task learns that it is awaited as it starts, before it asks for its turn.
    #expect(queue.demand(second) == "first")
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.begin(first) == "second")
  }

  @Test func aTaskAheadThatHasNotAskedYetRunsWhenItAsks() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.demand(second) == nil)
    #expect(queue.awaitTurn(first, "first") == .now)
    #expect(queue.begin(first) == "second")
  }

  @Test func aTaskWhoseTurnComesBeginsBeforeTheAwaitedTaskBehindIt() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    let program = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.finish(program) == "first")
    #expect(queue.demand(second) == nil)
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.begin(first) == "second")
  }

  @Test func aStartedTaskAheadIsNotWaitedForByAnAwaitedTask() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    let program = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.finish(program) == nil)
    #expect(queue.awaitTurn(first, "first") == .now)
    #expect(queue.awaitTurn(second, "second") == .later)
    // The first task, running, awaits the second: waiting for the first would never end.
    #expect(queue.demand(second) == "second")
  }

  @Test func awaitingATaskTwiceStartsItOnce() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.demand(first) == "first")
    #expect(queue.demand(first) == nil)
  }

  @Test func heldBackTasksNeverRunOnceTheTestEnds() {
    var queue = TestTaskQueue<String>(handling: .automaticallyEnqueue)
    _ = queue.createProgram()
    let first = queue.create()
    let second = queue.create()
    #expect(queue.awaitTurn(first, "first") == .later)
    #expect(queue.awaitTurn(second, "second") == .later)
    #expect(queue.abandonUnstarted() == ["first", "second"])
    #expect(queue.finish(0) == nil)
    #expect(queue.demand(second) == nil)
  }
}

/// Under `.ignore` a task stays out of the queue and runs only if something awaits its value.
@Suite struct IgnoredTurnTests {
  @Test func anIgnoredTaskWaitsUntilAwaited() {
    var queue = TestTaskQueue<String>(handling: .ignore)
    let program = queue.createProgram()
    let task = queue.create()
    #expect(queue.awaitTurn(task, "task") == .later)
    #expect(queue.finish(program) == nil)
    #expect(queue.isDry)
    #expect(queue.demand(task) == "task")
  }

  @Test func anIgnoredTaskAwaitedBeforeItAsksRunsWhenItDoes() {
    var queue = TestTaskQueue<String>(handling: .ignore)
    _ = queue.createProgram()
    let task = queue.create()
    #expect(queue.demand(task) == nil)
    #expect(queue.awaitTurn(task, "task") == .now)
  }

  @Test func anIgnoredTaskNeverAwaitedEndsWithTheTestUnreported() {
    var queue = TestTaskQueue<String>(handling: .ignore)
    _ = queue.createProgram()
    let task = queue.create("ignored")
    #expect(queue.awaitTurn(task, "task") == .later)
    #expect(queue.unstartedNames.isEmpty)
    #expect(queue.abandonUnstarted() == ["task"])
    #expect(queue.demand(task) == nil)
  }

  @Test func aStalledProgramDoesNotStartAnIgnoredTask() {
    var queue = TestTaskQueue<String>(handling: .ignore)
    _ = queue.createProgram()
    let task = queue.create()
    #expect(queue.awaitTurn(task, "task") == .later)
    #expect(queue.startNextBeforeItsTurn() == nil)
  }
}

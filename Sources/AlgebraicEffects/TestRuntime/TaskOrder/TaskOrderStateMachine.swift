/// The decisions that make ``TaskHandling/automaticallyEnqueue`` run the serial queue's tasks
/// one at a time, to completion, in queue order: a task may start its operation only once
/// every task ahead of it has finished, even when one of them is suspended on something
/// outside the queue (a sleep, a network call), unless something awaits its value.
///
/// The serial queue itself may start a task early, when everything ahead is suspended (see
/// `TestHandlerStateMachine.startATaskIfStalled()`): that is what lets a program await a task
/// it queued. This machine holds such a task back until it is its turn or it is awaited.
/// Pure, so that every order of events can be tested without threads.
struct TaskOrderStateMachine<Waiter> {
  /// What a task's body does once it asks whether it may run.
  enum WaitAction: Equatable {
    /// Keep the waiter: an event will resume it.
    case suspend
    /// Run the operation now.
    case run
    /// Never run: the test has ended.
    case abandon
  }

  /// A waiting body to resume: `run` is `true` to run the operation, `false` to abandon it.
  struct Resume {
    let waiter: Waiter
    let run: Bool
  }

  /// The tasks in queue order; the program, task 0, is first.
  private var order: [Int] = [0]
  private var finished: Set<Int> = []
  /// The tasks whose operation has started; the program's has.
  private var started: Set<Int> = [0]
  /// The tasks that run before their turn because something awaits them, or a task behind them.
  private var demanded: Set<Int> = []
  private var waiters: [Int: Waiter] = [:]
  private var hasEnded = false

  /// A task joins the end of the queue.
  mutating func enqueue(_ task: Int) {
    order.append(task)
  }

  /// A task's body asks whether it may run its operation.
  mutating func wait(_ task: Int, _ waiter: Waiter) -> WaitAction {
    if hasEnded { return .abandon }
    if mayRun(task) { return .run }
    waiters[task] = waiter
    return .suspend
  }

  /// A task told to run has begun its operation: the awaited tasks behind it, which wait only
  /// for it to begin (it may be what awaits them), may run too.
  mutating func begin(_ task: Int) -> [Resume] {
    started.insert(task)
    return resumeReady()
  }

  /// Something awaits `task`'s value: it runs before its turn, or the awaiter would wait for
  /// good. So do the tasks ahead of it that have not started, first, so that the queue's order
  /// holds among them; a task ahead that has started may be the awaiter, and is not waited for.
  mutating func demand(_ task: Int) -> [Resume] {
    guard let position = order.firstIndex(of: task) else { return [] }
    for ahead in order[...position] where !started.contains(ahead) && !finished.contains(ahead) {
      demanded.insert(ahead)
    }
    return resumeReady()
  }

  /// A task of the queue finished: the tasks whose turn this makes come start.
  mutating func finish(_ task: Int) -> [Resume] {
    finished.insert(task)
    return resumeReady()
  }

  /// The test has ended: the tasks still held back never run.
  mutating func end() -> [Resume] {
    hasEnded = true
    defer { waiters.removeAll() }
    return waiters.keys.sorted().compactMap { waiters[$0] }.map { Resume(waiter: $0, run: false) }
  }

  private mutating func resumeReady() -> [Resume] {
    let ready = waiters.keys.filter { mayRun($0) }.sorted()
    return ready.compactMap { task in
      waiters.removeValue(forKey: task).map { Resume(waiter: $0, run: true) }
    }
  }

  /// Whether `task` may run: every task ahead of it has finished, or it is demanded and every
  /// demanded task ahead of it has begun (one that has may be what awaits it).
  private func mayRun(_ task: Int) -> Bool {
    guard let position = order.firstIndex(of: task) else { return true }
    let ahead = order[..<position]
    if ahead.allSatisfy({ finished.contains($0) }) { return true }
    return demanded.contains(task)
      && ahead.allSatisfy { !demanded.contains($0) || started.contains($0) }
  }
}

extension TaskOrderStateMachine.Resume: Equatable where Waiter: Equatable {}

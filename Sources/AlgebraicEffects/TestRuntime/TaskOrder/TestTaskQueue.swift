/// The serial queue of a test handler's tasks, with no concurrency in it: each task runs once
/// it is enqueued and every task ahead of it has finished (or never will, once the test has
/// ended). Part of ``TestHandlerStateMachine``.
///
/// Generic over the waiter a task suspends on until its turn, so that its tests need no tasks.
struct TestTaskQueue<Waiter> {
  /// When a task that asks for its turn may run.
  enum Turn: Equatable {
    /// At once: it is running already.
    case now
    /// Once its turn comes: its waiter is kept until then.
    case later
    /// Never: the test ended before its turn.
    case never
  }

  /// Where one task is in its life.
  private enum Phase: Equatable {
    case created
    case enqueued
    case running
    case finished
    /// Created or enqueued when the test ended: it never runs.
    case abandoned
  }

  private var phases: [Phase] = []
  private var waiters: [Int: Waiter] = [:]
  private var names: [Int: String] = [:]
  private var queue: [Int] = []
  private var head = 0

  /// Whether every enqueued task has finished.
  var isDry: Bool {
    head == queue.count
  }

  /// A new task; it runs once enqueued and at the queue's head.
  mutating func create() -> Int {
    phases.append(.created)
    return phases.count - 1
  }

  /// Appends a created task to the queue: returns the waiter of the task that may start now.
  mutating func enqueue(_ task: Int) -> Waiter? {
    guard phases[task] == .created else { return nil }
    phases[task] = .enqueued
    queue.append(task)
    return startReady()
  }

  /// Starts a created task at once, outside the queue: returns its waiter, if it waits.
  mutating func startUnscheduled(_ task: Int) -> Waiter? {
    guard phases[task] == .created else { return nil }
    phases[task] = .running
    return waiters.removeValue(forKey: task)
  }

  /// A task asks for its turn: now, later (`waiter` is kept until then), or never.
  mutating func awaitTurn(_ task: Int, _ waiter: Waiter, testHasEnded: Bool) -> Turn {
    switch phases[task] {
    case .running, .finished:
      return .now
    case .abandoned:
      return .never
    case .created, .enqueued:
      if testHasEnded {
        phases[task] = .abandoned
        return .never
      }
      waiters[task] = waiter
      return .later
    }
  }

  /// A task finished: returns the waiter of the task that may start now.
  mutating func finish(_ task: Int) -> Waiter? {
    phases[task] = .finished
    return startReady()
  }

  /// Starts the first enqueued task that waits for its turn, before its turn: returns its
  /// waiter.
  mutating func startNextBeforeItsTurn() -> Waiter? {
    for task in queue[head...] where phases[task] == .enqueued {
      if let waiter = waiters.removeValue(forKey: task) {
        phases[task] = .running
        return waiter
      }
    }
    return nil
  }

  /// Remembers a task's name, for messages.
  mutating func name(_ task: Int, _ name: String?) {
    names[task] = name
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones).
  var unstartedNames: [String?] {
    unstarted.map { names[$0] }
  }

  /// The test ended: every task not started yet never will. Returns the waiters of those that
  /// wait for their turn, each to end without running.
  mutating func abandonUnstarted() -> [Waiter] {
    var skipped: [Waiter] = []
    for task in unstarted {
      phases[task] = .abandoned
      if let waiter = waiters.removeValue(forKey: task) { skipped.append(waiter) }
    }
    return skipped
  }

  /// Tasks created but never enqueued, and enqueued tasks still waiting for their turn.
  var unstarted: [Int] {
    phases.indices.filter { phases[$0] == .created || phases[$0] == .enqueued }
  }

  private mutating func startReady() -> Waiter? {
    while head < queue.count {
      let task = queue[head]
      switch phases[task] {
      case .finished, .abandoned:
        head += 1
      case .enqueued:
        phases[task] = .running
        return waiters.removeValue(forKey: task)
      case .created, .running:
        return nil
      }
    }
    return nil
  }
}

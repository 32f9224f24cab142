/// When each task under a test handler may start its operation, with no concurrency in it.
/// Part of ``TestHandlerStateMachine``, under the runtime's one lock.
///
/// The program and the tasks that `Task.effect` creates form one serial queue, the program
/// first: a task starts once it is enqueued and every task ahead of it has finished (or never,
/// once the test has ended). How a task joins the queue, and what may start it before its turn,
/// depends on the handling (``TaskHandling``):
/// - `.suspend`: the test enqueues it (`expectTask`, ``TaskHandle/enqueue()``) or starts it
///   outside the queue (`yield`). When the program stalls, the first enqueued task that waits
///   for its turn starts early (``startNextBeforeItsTurn()``): that is what lets a program
///   await a task it queued.
/// - `.automaticallyEnqueue`: it joins the queue as it is created, and keeps its turn even
///   when everything ahead is suspended on something outside the queue (a sleep). Only
///   something awaiting its value starts it early (``demand(_:)``), after the tasks ahead of it
///   that have not started, each once the one before has begun (``begin(_:)``), so that the
///   queue's order holds among them.
/// - `.ignore`: it never joins the queue, and runs only if something awaits its value.
///
/// Something awaits a task's value when it escalates the task's priority: see
/// ``AwaitedTaskSignal``.
///
/// Generic over the waiter a task suspends on until its turn, so that its tests need no tasks.
struct TestTaskQueue<Waiter> {
  /// When a task that asks for its turn may run.
  enum Turn: Equatable {
    /// At once: it has started already.
    case now
    /// Once its turn comes: its waiter is kept until then.
    case later
    /// Never: the test ended before its turn.
    case never
  }

  /// Where one task is in its life.
  private enum Phase: Equatable {
    /// Waits for the test to enqueue it (`.suspend`).
    case created
    /// In the queue, waiting for its turn.
    case enqueued
    /// Held back outside the queue (`.ignore`) until something awaits its value.
    case ignored
    /// Enqueued, and it or a task behind it is awaited: it starts before its turn, once the
    /// awaited tasks ahead of it have begun.
    case awaited
    /// Told to run, and not begun yet: the awaited tasks behind it wait until it has, so
    /// that they start in the queue's order.
    case starting
    /// Its operation may run, and may be running.
    case running
    case finished
    /// Not started when the test ended: it never runs.
    case abandoned
  }

  /// How the tasks that `Task.effect` creates are handled.
  let handling: TaskHandling
  private var phases: [Phase] = []
  private var waiters: [Int: Waiter] = [:]
  private var names: [Int: String] = [:]
  private var queue: [Int] = []
  private var head = 0

  init(handling: TaskHandling = .suspend) {
    self.handling = handling
  }

  /// Whether every enqueued task has finished.
  var isDry: Bool {
    head == queue.count
  }

  /// The program: the first task, enqueued and running at once.
  mutating func createProgram() -> Int {
    phases.append(.created)
    let program = phases.count - 1
    _ = enqueue(program)
    return program
  }

  /// A task that `Task.effect` creates, handled as ``handling`` says; once the test has
  /// ended, it never runs.
  mutating func create(named name: String?, testHasEnded: Bool) -> Int {
    let task = phases.count
    names[task] = name
    if testHasEnded {
      phases.append(.abandoned)
      return task
    }
    switch handling {
    case .suspend:
      phases.append(.created)
    case .automaticallyEnqueue, .live:
      phases.append(.created)
      _ = enqueue(task)
    case .ignore:
      phases.append(.ignored)
    }
    return task
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
    case .running, .starting, .finished:
      return .now
    case .abandoned:
      return .never
    case .awaited where !testHasEnded && !awaitedAhead(of: task):
      phases[task] = .running
      return .now
    case .created, .enqueued, .ignored, .awaited:
      if testHasEnded {
        phases[task] = .abandoned
        return .never
      }
      waiters[task] = waiter
      return .later
    }
  }

  /// Something awaits `task`'s value: it starts before its turn, or its awaiter would wait for
  /// good. So does every enqueued task ahead of it that has not started, first, each once the
  /// one before has begun; a task ahead that has started may be the awaiter, and is not waited
  /// for. Returns the waiter of the task that may start now.
  mutating func demand(_ task: Int) -> Waiter? {
    switch phases[task] {
    case .ignored:
      phases[task] = .running
      return waiters.removeValue(forKey: task)
    case .enqueued:
      for ahead in queue[head...] {
        if phases[ahead] == .enqueued { phases[ahead] = .awaited }
        if ahead == task { break }
      }
      return startAwaited()
    case .created, .awaited, .starting, .running, .finished, .abandoned:
      return nil
    }
  }

  /// A task told to run has begun its operation: the awaited task behind it, which waited
  /// only for that (this task may be what awaits it), may start. Returns its waiter.
  mutating func begin(_ task: Int) -> Waiter? {
    if phases[task] == .starting { phases[task] = .running }
    return startAwaited()
  }

  /// A task finished: returns the waiter of the task that may start now.
  mutating func finish(_ task: Int) -> Waiter? {
    phases[task] = .finished
    return startReady()
  }

  /// Starts the first enqueued task that waits for its turn, before its turn: returns its
  /// waiter. Under `.automaticallyEnqueue` a task keeps its turn, and nothing starts.
  mutating func startNextBeforeItsTurn() -> Waiter? {
    guard handling != .automaticallyEnqueue else { return nil }
    for task in queue[head...] where phases[task] == .enqueued {
      if let waiter = waiters.removeValue(forKey: task) {
        phases[task] = .running
        return waiter
      }
    }
    return nil
  }

  /// The names of the tasks created but never run (`nil` for unnamed ones); the tasks that
  /// `.ignore` holds back are not among them.
  var unstartedNames: [String?] {
    unstarted.map { names[$0] }
  }

  /// The test ended: every task not started yet never will. Returns the waiters of those that
  /// wait for their turn, each to end without running.
  mutating func abandonUnstarted() -> [Waiter] {
    var skipped: [Waiter] = []
    for task in phases.indices where isUnstarted(task) || phases[task] == .ignored {
      phases[task] = .abandoned
      if let waiter = waiters.removeValue(forKey: task) { skipped.append(waiter) }
    }
    return skipped
  }

  /// Tasks created but never enqueued, and enqueued tasks still waiting for their turn.
  var unstarted: [Int] {
    phases.indices.filter(isUnstarted)
  }

  private func isUnstarted(_ task: Int) -> Bool {
    switch phases[task] {
    case .created, .enqueued, .awaited: true
    case .ignored, .starting, .running, .finished, .abandoned: false
    }
  }

  /// The task at the queue's head starts, if it has not: returns its waiter, if it waits. Told
  /// to run, it has not begun yet.
  private mutating func startReady() -> Waiter? {
    while head < queue.count {
      let task = queue[head]
      switch phases[task] {
      case .finished, .abandoned:
        head += 1
      case .enqueued, .awaited:
        guard let waiter = waiters.removeValue(forKey: task) else {
          phases[task] = .running
          return nil
        }
        phases[task] = .starting
        return waiter
      case .created, .ignored, .starting, .running:
        return nil
      }
    }
    return nil
  }

  /// The first awaited task starts, if every task ahead of it told to run has begun and it
  /// waits: returns its waiter.
  private mutating func startAwaited() -> Waiter? {
    for task in queue[head...] {
      switch phases[task] {
      case .starting:
        return nil
      case .awaited:
        guard let waiter = waiters.removeValue(forKey: task) else { return nil }
        phases[task] = .starting
        return waiter
      case .created, .enqueued, .ignored, .running, .finished, .abandoned:
        continue
      }
    }
    return nil
  }

  /// Whether an awaited task ahead of `task` has not begun yet.
  private func awaitedAhead(of task: Int) -> Bool {
    for ahead in queue[head...] {
      if ahead == task { return false }
      if phases[ahead] == .awaited || phases[ahead] == .starting { return true }
    }
    return false
  }
}

/// How a test handler treats the tasks the program creates with `Task.effect`.
///
/// Under a test handler every such task joins one serial queue, behind the program itself:
/// a task runs only when everything ahead of it in the queue has finished, so the order of
/// their effects is decided by the test, not by the scheduler.
public enum TaskHandling: Sendable {
  /// Each task is an effect the test answers with `expectTask(_:action:)`, choosing when it
  /// joins the queue. The default.
  case suspend

  /// Each task joins the queue as it is created, in creation order, without the test seeing
  /// it: nested task hierarchies flatten into one serial queue. Each runs to completion before
  /// the next starts, even while it is suspended on something outside the test handler (a
  /// sleep, a network call); only a task whose value something awaits runs before its turn.
  ///
  /// > Note: A task learns that it is awaited from the priority escalation that awaiting its
  /// > value causes, so under this handling queued tasks are created at `.background` priority.
  case automaticallyEnqueue

  /// Tasks are neither shown to the test nor run: the test is about the program alone, and
  /// ends when the program does. A task whose value the program awaits runs then, at once and
  /// outside the serial queue, and its effects come to the test. One never awaited never runs:
  /// awaited after the test, its value is `()` or `nil` where its type has one, and the wait
  /// lasts for good otherwise.
  ///
  /// > Note: The task learns that it is awaited from the priority escalation that awaiting
  /// > its value causes, so it is created at `.background` priority. Awaiting it from a task of
  /// > that priority does not run it.
  case ignore

  /// Tasks run at once, as they would in production, outside the serial queue and unseen by
  /// the test; the effects they perform still come to the test.
  case live
}

/// What `expectTask(_:action:)` does with the task it meets.
public enum TaskAction: Sendable {
  /// Append the task to the serial queue now.
  case enqueue

  /// Hold the task back; it joins the queue when you call ``TaskHandle/enqueue()``.
  case suspend
}

/// A task the test met with `expectTask(_:action:)`, to put in the serial queue when the
/// test chooses.
///
/// ```swift
/// let task1 = try await effect.expectTask("Task 1", action: .suspend)
/// let task2 = try await effect.expectTask("Task 2", action: .suspend)
/// task2.enqueue()  // Task 2 runs before Task 1
/// task1.enqueue()
/// ```
public struct TaskHandle: Sendable {
  let runtime: TestHandlerRuntime
  let id: Int

  /// The name given to `Task.effect(name:)`.
  public let name: String?

  /// Appends the task to the serial queue. Enqueuing twice does nothing.
  public func enqueue() {
    runtime.enqueue(id)
  }
}

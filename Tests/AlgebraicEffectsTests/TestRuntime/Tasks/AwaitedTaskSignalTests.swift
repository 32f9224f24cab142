@testable import AlgebraicEffects
import Testing

/// The one reading of priority escalation: a task created at the lowest priority learns that
/// something awaits its value. Each wait here ends on an event; a signal that never comes
/// leaves a test to its time limit, whose cancellation opens the waits so that it still ends.
@Suite(.timeLimit(.minutes(1))) struct AwaitedTaskSignalTests {
  @Test func anAwaiterOfTheTasksValueIsSeen() async {
    let release = OneShot()
    let task = Task(priority: AwaitedTaskSignal.priority) {
      await AwaitedTaskSignal.whileWaiting {
        await release.wait()
        return "ran"
      } onAwaited: {
        release.open()
      }
    }
    // Only being awaited opens the task's wait.
    let value = await awaitingAtHighPriority(task, openingOnCancel: release)
    #expect(value == "ran")
  }

  @Test func anAwaiterThatCameBeforeTheWaitIsSeen() async {
    let awaited = OneShot()
    let release = OneShot()
    let calls = Calls()
    let task = Task(priority: AwaitedTaskSignal.priority) {
      // The awaiter comes while the task is still on its way to the second wait, which then
      // sees no escalation, only the task's raised priority.
      await AwaitedTaskSignal.whileWaiting {
        await awaited.wait()
      } onAwaited: {
        awaited.open()
      }
      return await AwaitedTaskSignal.whileWaiting {
        await release.wait()
        return calls.count
      } onAwaited: {
        calls.add()
        release.open()
      }
    }
    let seen = await awaitingAtHighPriority(task, openingOnCancel: awaited, release)
    #expect(seen >= 1)
  }

  @Test func aTaskNobodyAwaitsIsNotTakenForAwaited() async {
    let release = OneShot()
    let ended = OneShot()
    let calls = Calls()
    Task(priority: AwaitedTaskSignal.priority) {
      await AwaitedTaskSignal.whileWaiting {
        await release.wait()
      } onAwaited: {
        calls.add()
      }
      ended.open()
    }
    release.open()
    // Waits for the task's end without awaiting its value, which would escalate it.
    await ended.wait()
    #expect(calls.count == 0)
  }
}

/// Awaits `task`'s value from a task of high priority; if the test is cancelled (its time limit
/// ran out), opens `gates` so that `task` ends.
private func awaitingAtHighPriority<Value: Sendable>(
  _ task: Task<Value, Never>, openingOnCancel gates: OneShot...
) async -> Value {
  await withTaskCancellationHandler {
    await Task(priority: .high) { await task.value }.value
  } onCancel: {
    for gate in gates { gate.open() }
  }
}

/// A wait that ends once, when it is opened (before or after the wait began).
private struct OneShot: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  func open() {
    continuation.yield()
    continuation.finish()
  }

  func wait() async {
    for await _ in stream { return }
  }
}

/// How many times a signal was given.
private final class Calls: Sendable {
  private let calls = Locked(0)

  var count: Int { calls.withLock { $0 } }

  func add() { calls.withLock { $0 += 1 } }
}

@testable import ComposableEffects
import ConcurrencyExtras
import Foundation

/// Bounded waits for the shared-state tests whose failure is a hang or a deadlock: each waits
/// for a signal that the work ended, and gives up after a deadline, so that the failing test
/// ends (and says so) instead of holding up the whole run.
enum BoundedWait {
  /// How long a wait for work that should end at once may take before it counts as a hang:
  /// far beyond any real delay, so that only a hang reaches it.
  static let deadline: TimeInterval = 10

  /// Starts `body` on a thread of its own, with this test's shared values; the returned
  /// semaphore is signalled when it ends.
  ///
  /// A thread, not a task: a body that blocks (a deadlock, a wait on a semaphore) must not take
  /// one of the few threads the test runner's tasks share.
  static func onAThreadOfItsOwn(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    // The test's boxes are found through its task-locals, which a thread does not inherit:
    // resolved here, in the test's task, and handed to the thread.
    @Dependency(SharedBoxes.self) var dependency
    let boxes = dependency
    let ended = DispatchSemaphore(value: 0)
    let thread = Thread {
      withDependencies { $0[SharedBoxes.self] = boxes } operation: { body() }
      ended.signal()
    }
    thread.start()
    return ended
  }

  /// Whether `semaphore` is signalled before the deadline.
  static func isSignalled(_ semaphore: DispatchSemaphore) -> Bool {
    semaphore.wait(timeout: .now() + self.deadline) == .success
  }

  /// Runs `body` on a thread of its own (see ``onAThreadOfItsOwn(_:)``): whether it ended before
  /// the deadline.
  static func ends(_ body: @escaping @Sendable () -> Void) -> Bool {
    self.isSignalled(self.onAThreadOfItsOwn(body))
  }

  /// Awaits `operation` until the deadline: whether it ended. An operation that never ends is
  /// left suspended; the test goes on and fails.
  static func ends(_ operation: @escaping @Sendable () async -> Void) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let waiting = LockIsolated<CheckedContinuation<Bool, Never>?>(continuation)
      @Sendable func finish(_ ended: Bool) {
        waiting.withValue { waiting in
          waiting?.resume(returning: ended)
          waiting = nil
        }
      }
      let timer = Task {
        // Cancelled when the operation ends first: a cancelled sleep is not the deadline.
        guard (try? await Task.sleep(nanoseconds: UInt64(self.deadline * 1_000_000_000))) != nil
        else { return }
        finish(false)
      }
      Task {
        await operation()
        finish(true)
        timer.cancel()
      }
    }
  }
}

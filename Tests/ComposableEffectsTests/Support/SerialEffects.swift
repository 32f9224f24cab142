import ComposableEffects
import Foundation

/// Runs `operation` with swift-concurrency-extras' main serial executor on, so that a live
/// store's effects and a `TestClock` interleave with the test deterministically, on the main
/// thread.
///
/// Unlike `withMainSerialExecutor`, which saves and restores one global flag, this counts the
/// tests using it, so that tests running in parallel never switch it off for each other.
/// (Test stores do not need it: they run effects on a serial executor of their own.)
@MainActor
func withSerialEffects(_ operation: @MainActor () async throws -> Void) async rethrows {
  SerialEffectsLease.acquire()
  defer { SerialEffectsLease.release() }
  try await operation()
}

private enum SerialEffectsLease {
  private struct State {
    var count = 0
    var previous = false
  }

  // A pthread lock, visible to Thread Sanitizer (a Linux `Mutex` is not).
  private static let lock = NSLock()
  nonisolated(unsafe) private static var state = State()

  static func acquire() {
    lock.withLock {
      if state.count == 0 {
        state.previous = uncheckedUseMainSerialExecutor
        uncheckedUseMainSerialExecutor = true
      }
      state.count += 1
    }
  }

  static func release() {
    lock.withLock {
      state.count -= 1
      if state.count == 0 {
        uncheckedUseMainSerialExecutor = state.previous
      }
    }
  }
}

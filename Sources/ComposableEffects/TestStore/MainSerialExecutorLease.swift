import Synchronization

/// Keeps swift-concurrency-extras' main serial executor on while any test store is alive, so
/// that effects run one at a time on the main actor, and turns it back to what it was when
/// the last test store goes away. Counting leases (rather than saving and restoring the flag
/// per store) keeps overlapping test stores of parallel tests from restoring it too early.
enum MainSerialExecutorLease {
  private struct State {
    var count = 0
    var previous = false
  }

  private static let state = Mutex(State())

  static func acquire() {
    state.withLock { state in
      if state.count == 0 {
        state.previous = uncheckedUseMainSerialExecutor
        uncheckedUseMainSerialExecutor = true
      }
      state.count += 1
    }
  }

  static func release() {
    state.withLock { state in
      state.count -= 1
      if state.count == 0 {
        uncheckedUseMainSerialExecutor = state.previous
      }
    }
  }
}

import Foundation

/// A shared value's storage behind a reentrant lock.
///
/// Code that changes a shared value under its lock may read it again through another handle
/// (`$syncUps.withLock { $0.remove(id: state.syncUp.id) }`, where `state.syncUp` is a projection
/// of `syncUps`): the thread that holds the lock takes it again instead of waiting on itself.
/// ``withLock(_:)`` accesses the value in place, so a body that may reach the value again runs
/// inside ``whileLocked(_:)`` instead, on a copy it reads and writes back.
final class ReentrantLocked<Value>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value in place, under the lock. `body` must not reach this value again.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body(&self.value)
  }

  /// Holds the lock while `body` runs, without accessing the value: `body` uses ``withLock(_:)``
  /// for each access, and may reach the value again between them.
  func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body()
  }
}

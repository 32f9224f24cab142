import Foundation

/// A value behind a lock, for the registries effects share across threads.
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw futexes that Thread
/// Sanitizer cannot see, so every access it protects would be reported as a race; a pthread
/// lock (`NSLock`) is visible to it.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body(&self.value)
  }
}

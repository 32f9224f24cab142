import Foundation

/// A value behind a lock, for the registries effects share across threads.
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw futexes that Thread
/// Sanitizer cannot see, so every access it protects would be reported as a race; a pthread
/// lock (`NSLock`) is visible to it. swift-concurrency-extras' `LockIsolated` is not used
/// because its `withValue` copies the value out and back: the registry's dictionaries would be
/// copied on every operation, making each cost grow with the number of effects in flight.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body(&self.value)
  }
}

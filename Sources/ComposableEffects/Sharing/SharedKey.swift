/// A place a shared value is read from and saved to.
///
/// A key saves every change made to its value with ``save(_:context:continuation:)``; it may
/// write at once or later (``FileStorageKey`` coalesces writes), and resumes the continuation
/// once the value is saved or failed to be.
///
/// ```swift
/// struct CacheKey: SharedKey {
///   let name: String
///   var id: String { name }
///
///   func load(context: LoadContext<Data>, continuation: LoadContinuation<Data>) {
///     if let data = Cache.read(name) {
///       continuation.resume(returning: data)
///     } else {
///       continuation.resumeReturningInitialValue()
///     }
///   }
///   func subscribe(
///     context: LoadContext<Data>, subscriber: SharedSubscriber<Data>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
///   func save(_ value: Data, context: SaveContext, continuation: SaveContinuation) {
///     Cache.write(value, name)
///     continuation.resume()
///   }
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, resuming `continuation` exactly once when it is saved (or failed to be).
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to save: a change was made, or the user called `save()`.
public enum SaveContext: Hashable, Sendable {
  /// The value was changed with `withLock`.
  case didSet

  /// ``Shared/save()`` was called: save now, without waiting.
  case userInitiated
}

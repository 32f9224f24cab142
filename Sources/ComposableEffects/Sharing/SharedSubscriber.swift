/// How a key tells a shared value of changes made to its stored value from outside.
///
/// ```swift
/// func subscribe(
///   context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
/// ) -> SharedSubscription {
///   let observer = storage.observe(name) { subscriber.yield($0) }
///   return SharedSubscription { observer.cancel() }
/// }
/// ```
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// A subscriber calling `callback` with each change (`nil` for "removed: use the initial
  /// value"), and `onLoading` when the key starts or stops loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Tells of a new stored value.
  public func yield(_ value: Value) {
    self.yield(with: .success(value))
  }

  /// Tells that the stored value was removed: the shared value returns to its initial value.
  public func yieldReturningInitialValue() {
    self.yield(with: .success(nil))
  }

  /// Tells of a failure to read the new stored value: it becomes the shared value's
  /// `loadError`, and the value stays as it was.
  public func yield(throwing error: any Error) {
    self.yield(with: .failure(error))
  }

  /// Tells of a change: a value, `nil` for the initial value, or an error.
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Tells whether the key is loading (shown by the shared value's `isLoading`).
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading?(isLoading)
  }
}

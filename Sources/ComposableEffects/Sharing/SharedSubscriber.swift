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
  private let onSaved: (@Sendable (Result<Void, any Error>) -> Void)?

  /// A subscriber calling `callback` with each change (`nil` for "removed: use the initial
  /// value"), and `onLoading` when the key starts or stops loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.init(callback: callback, onLoading: onLoading, onSaved: nil)
  }

  init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)?,
    onSaved: (@Sendable (Result<Void, any Error>) -> Void)?
  ) {
    self.callback = callback
    self.onLoading = onLoading
    self.onSaved = onSaved
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

  /// Tells how a save that the key finished after its continuation was resumed ended: a key
  /// that keeps a change it could not write and writes it later (retrying while a database is
  /// unreachable) resumes the save's continuation with the failure, which the shared value
  /// shows as its `saveError`, and calls this once the change is written, which clears it.
  ///
  /// Not in swift-sharing, whose keys resume each save once; this package's own keys use it.
  public func yieldSaved(_ result: Result<Void, any Error> = .success(())) {
    self.onSaved?(result)
  }
}

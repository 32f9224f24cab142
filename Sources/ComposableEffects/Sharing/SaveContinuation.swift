/// How a key tells that a value is saved, or failed to be; resume it exactly once.
///
/// ```swift
/// func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///   storage.set(value, forKey: name)
///   continuation.resume()
/// }
/// ```
///
/// A second resume is reported as an issue and ignored. A continuation released without being
/// resumed is reported, naming the key, and counts as saved, so that no `save()` waits on it
/// forever.
public struct SaveContinuation: Sendable {
  private let once: SharedResumeOnce<Void>

  /// A continuation calling `callback` with the outcome of the save. `description` names the
  /// key in failures.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.once = SharedResumeOnce(
      description: description, resultWhenDropped: .success(()), callback: callback
    )
  }

  /// Says the value is saved.
  public func resume() {
    self.resume(with: .success(()))
  }

  /// Says saving failed: the error becomes the shared value's `saveError`.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Tells the outcome of the save.
  public func resume(with result: Result<Void, any Error>) {
    self.once.resume(with: result)
  }
}

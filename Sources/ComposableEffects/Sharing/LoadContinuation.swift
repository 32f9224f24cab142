import AlgebraicEffects
import IssueReporting

/// How a key hands back what it loaded; resume it exactly once.
///
/// ```swift
/// func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///   guard let stored = storage.integer(forKey: name) else {
///     continuation.resumeReturningInitialValue()
///     return
///   }
///   continuation.resume(returning: stored)
/// }
/// ```
///
/// A second resume is reported as an issue and ignored.
public struct LoadContinuation<Value>: Sendable {
  private let once: SharedResumeOnce<Value?>

  /// A continuation calling `callback` with what the key loads (`nil` for "nothing stored:
  /// use the initial value"). `description` names the key in failures.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.once = SharedResumeOnce(description: description, callback: callback)
  }

  /// Hands back the loaded value.
  public func resume(returning value: Value) {
    self.resume(with: .success(value))
  }

  /// Says nothing is stored: the shared value keeps (or returns to) its initial value.
  public func resumeReturningInitialValue() {
    self.resume(with: .success(nil))
  }

  /// Says loading failed: the error becomes the shared value's `loadError`.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Hands back a result: a value, `nil` for the initial value, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    self.once.resume(with: result)
  }
}

/// Calls a callback once; reports a second call as an issue.
final class SharedResumeOnce<Success>: Sendable {
  private let description: @Sendable () -> String
  private let callback: Locked<(@Sendable (Result<Success, any Error>) -> Void)?>

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.description = description
    self.callback = Locked(callback)
  }

  func resume(with result: Result<Success, any Error>) {
    let callback = self.callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      let name = self.description()
      reportIssue(
        "\(name.isEmpty ? "A shared key" : name) resumed its continuation more than once: only the first result is used."
      )
      return
    }
    callback(result)
  }
}

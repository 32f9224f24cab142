import AlgebraicEffects
import ConcurrencyExtras
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
/// A second resume is reported as an issue and ignored. A continuation released without being
/// resumed is a bug in the key too: it is reported, naming the key, and resumes as if nothing
/// were stored, so that no `load()` (or declaration with `require:`) waits on it forever.
public struct LoadContinuation<Value>: Sendable {
  private let once: SharedResumeOnce<Value?>

  /// A continuation calling `callback` with what the key loads (`nil` for "nothing stored:
  /// use the initial value"). `description` names the key in failures.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.once = SharedResumeOnce(
      description: description, resultWhenDropped: .success(nil), callback: callback
    )
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

/// Calls a callback once; reports a second call as an issue, and calls it with
/// `resultWhenDropped` (reporting that too) when released without having been called.
final class SharedResumeOnce<Success>: Sendable {
  private let description: @Sendable () -> String
  private let resultWhenDropped: UncheckedSendable<Result<Success, any Error>>
  private let callback: Locked<(@Sendable (Result<Success, any Error>) -> Void)?>

  init(
    description: @escaping @Sendable () -> String,
    resultWhenDropped: Result<Success, any Error>,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.description = description
    // Only ever `.success(nil)` or `.success(())`: nothing of the value's type crosses threads.
    self.resultWhenDropped = UncheckedSendable(resultWhenDropped)
    self.callback = Locked(callback)
  }

  deinit {
    // The key let go of its continuation without resuming it: whoever waits on it would wait
    // forever (a `load()`, a `save()`, a `require:` declaration), so it is resumed here.
    guard let callback = self.callback.withLock({ $0 }) else { return }
    reportIssue(
      """
      \(self.keyName) released its continuation without resuming it: what waited on it goes \
      on now, as if nothing were stored. Resume the continuation exactly once on every path.
      """
    )
    callback(self.resultWhenDropped.value)
  }

  func resume(with result: Result<Success, any Error>) {
    let callback = self.callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue(
        "\(self.keyName) resumed its continuation more than once: only the first result is used."
      )
      return
    }
    callback(result)
  }

  private var keyName: String {
    let name = self.description()
    return name.isEmpty ? "A shared key" : "The shared key '\(name)'"
  }
}

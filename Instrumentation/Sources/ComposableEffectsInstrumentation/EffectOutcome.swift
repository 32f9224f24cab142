/// How an effect ended, as its metrics, span and logs tell it.
enum EffectOutcome: String, Equatable, Sendable {
  /// Its operation returned, and its task was not cancelled.
  case finished
  /// Its task was cancelled (by an identifier, by the store going away, by its caller), and its
  /// operation threw nothing but `CancellationError`.
  case cancelled
  /// Its operation threw another error, whether a `catch` handler handled it or not.
  case failed

  /// The outcome of an effect whose operation threw `failure` (`nil`: it threw nothing, or
  /// only `CancellationError`) in a task that `isCancelled` tells of as it ends. A failure wins
  /// over cancellation: the error is what the operator needs to see.
  init(failure: (any Error)?, isCancelled: Bool) {
    if failure != nil {
      self = .failed
    } else if isCancelled {
      self = .cancelled
    } else {
      self = .finished
    }
  }
}

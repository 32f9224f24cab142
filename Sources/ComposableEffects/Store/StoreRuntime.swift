/// What a root store runs its effects with, given once, as the store is made: where their tasks
/// run, what learns of them, and how they are cancelled.
///
/// A live store's (``live``) runs them on the cooperative pool, tells no one and cancels at
/// once, so that its send and cancel paths reach nothing of the test runtime; a test store
/// makes one of its own (its serial executor, its books' tracker, ``TaskCancellation/testStore``).
@usableFromInline
struct StoreRuntime<Action>: Sendable {
  /// Where effects run: `nil` for the cooperative pool.
  let effectExecutor: (any TaskExecutor)?
  /// What learns of the effects the store starts; `nil` for no one.
  let tracker: EffectTracker<Action>?
  /// How the store's registry cancels its effects.
  let cancellation: TaskCancellation

  /// A live store's.
  @usableFromInline
  static var live: Self {
    Self(effectExecutor: nil, tracker: nil, cancellation: .live)
  }
}

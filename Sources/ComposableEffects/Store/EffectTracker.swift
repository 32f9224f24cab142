/// What a test store learns of its store's effects, without changing them: each asynchronous
/// part the interpreter starts is announced to `start` (on the main actor, as the reducer
/// returns it), runs with the origin `start` gave it, and is reported to `finish` when it ends,
/// cancelled or not.
@usableFromInline
struct EffectTracker<Action>: Sendable {
  /// Registers an effect started for an action: a token for `finish`, and the origin that the
  /// algebraic effects it performs name in failure messages.
  let start: @MainActor (Action) -> (token: UInt64, origin: EffectOrigin)
  let finish: @Sendable (UInt64) -> Void
}

/// What a test store's tracker is told when an effect's task ends. Boxed, so that an effect of
/// a live store spends one word on it.
final class TrackedEnd: Sendable {
  let finish: @Sendable (UInt64) -> Void
  let token: UInt64

  init(finish: @escaping @Sendable (UInt64) -> Void, token: UInt64) {
    self.finish = finish
    self.token = token
  }
}

import AlgebraicEffects
import Synchronization

/// The effects the reducer returned for one action, as a test store tracks them: in flight from
/// the moment the reducer returns them until each of their asynchronous operations has ended,
/// whether it ran to its end or was dropped without running (the rest of a concatenation whose
/// task was cancelled).
///
/// The test store's reducer wraps each operation (`Effect.Run`) before the store sees the
/// effect, as TCA's test store wraps the effects its reducer returns: the store runs the wrapped
/// effect as it would any other, and knows nothing of the test.
final class TrackedEffects: Sendable {
  /// What the algebraic effects performed by the operations name in failure messages.
  private let origin: EffectOrigin
  /// Told once, when the last operation has ended.
  private let finish: @Sendable () -> Void
  /// The operations not yet ended.
  private let running = Atomic(0)

  init(origin: EffectOrigin, finish: @escaping @Sendable () -> Void) {
    self.origin = origin
    self.finish = finish
  }

  /// `effect`, each of whose operations tells these effects when it ends, and runs with their
  /// origin bound for the algebraic effects it performs.
  func wrapping<Action>(_ effect: Effect<Action>) -> Effect<Action> {
    effect.mapRuns(self.wrapping)
  }

  private func wrapping<Action>(_ run: Effect<Action>.Run) -> Effect<Action>.Run {
    self.running.add(1, ordering: .relaxed)
    let end = OperationEnd(self)
    let bind = run.bind
    let origin = self.origin
    return Effect.Run(priority: run.priority, dependencies: run.dependencies) { send in
      let operation = bind(send)
      return {
        await PerformedEffect.$origin.withValue(origin) { await operation() }
        end.finish()
      }
    }
  }

  /// One operation has ended.
  fileprivate func operationEnded() {
    if self.running.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      self.finish()
    }
  }
}

/// The end of one wrapped operation: told by the operation once it returns, or, for an operation
/// that never ran, as the effect that held it is released.
private final class OperationEnd: Sendable {
  private let effects: TrackedEffects
  private let ended = Atomic(false)

  init(_ effects: TrackedEffects) {
    self.effects = effects
  }

  func finish() {
    guard !self.ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    self.effects.operationEnded()
  }

  deinit {
    self.finish()
  }
}

/// The effects that one test step's action started, and those that the actions they sent
/// started in turn: what the step's ``TestStoreTask`` waits for.
final class TestSendEffects: Sendable {
  private let tokens = Locked<Set<UInt64>>([])

  func insert(_ token: UInt64) {
    self.tokens.withLock { _ = $0.insert(token) }
  }

  /// The test store's tokens for these effects.
  var all: Set<UInt64> {
    self.tokens.withLock { $0 }
  }
}

import AlgebraicEffects
import Dependencies
import Synchronization

/// The effects the reducer returned for one action, as a test store tracks them: in flight from
/// the moment the reducer returns them until each of their asynchronous operations has ended,
/// whether it ran to its end or was dropped without running (the rest of a concatenation whose
/// task was cancelled).
///
/// The test store's reducer wraps each operation (`Effect.Run`) before the store sees the
/// effect, as TCA's test store wraps the effects its reducer returns: the store runs the wrapped
/// effect as it would any other, and knows nothing of the test. Each wrapped operation holds
/// this object, so it is released once every operation is gone: those that ran have told it
/// so, and if any never ran, the effects end then.
final class TrackedEffects<State, Action>: Sendable {
  private let history: TestStoreHistory<State, Action>
  /// The history's token for these effects.
  private let token: UInt64
  /// What the algebraic effects performed by the operations name in failure messages.
  private let origin: EffectOrigin
  /// The operations that have not ended yet.
  private let running = Atomic(0)

  init(history: TestStoreHistory<State, Action>, token: UInt64, origin: EffectOrigin) {
    self.history = history
    self.token = token
    self.origin = origin
  }

  deinit {
    // An operation never ran: nothing else will end these effects.
    if self.running.load(ordering: .acquiring) != 0 {
      self.history.finish(self.token)
    }
  }

  /// `effect`, each of whose operations tells these effects when it ends, and runs with their
  /// origin bound for the algebraic effects it performs.
  func wrapping<Sent>(_ effect: Effect<Sent>) -> Effect<Sent> {
    effect.mapRuns(self.wrapping)
  }

  private func wrapping<Sent>(_ run: Effect<Sent>.Run) -> Effect<Sent>.Run {
    self.running.add(1, ordering: .relaxed)
    let bind = run.bind
    // The origin goes with the dependencies the store binds around the operation's task as it
    // creates it: bound inside the task instead, a task-local costs the operation a suspension
    // (about 15 µs of a test store's step, measured).
    var dependencies = run.dependencies
    dependencies.effectOrigin = self.origin
    return Effect.Run(priority: run.priority, dependencies: dependencies) { send in
      let operation = bind(send)
      return {
        await operation()
        self.operationEnded()
      }
    }
  }

  /// One operation has run to its end.
  private func operationEnded() {
    if self.running.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      self.history.finish(self.token)
    }
  }
}

/// The action whose effect runs in the current task, as its test store tracks it: what the
/// algebraic effects performed there name in failure messages.
private enum EffectOriginKey: DependencyKey {
  static let liveValue: EffectOrigin? = nil
  static let testValue: EffectOrigin? = nil
}

extension DependencyValues {
  var effectOrigin: EffectOrigin? {
    get { self[EffectOriginKey.self] }
    set { self[EffectOriginKey.self] = newValue }
  }
}

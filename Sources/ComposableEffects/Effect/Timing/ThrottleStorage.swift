/// The throttles of one root store (or of code outside any store): a ``ThrottleStateMachine``
/// per throttle identifier, behind a lock.
///
/// Apart from the ``CancellationRegistry``, which only knows running tasks: a throttle's memory
/// (when it last let an action through, what it holds) outlives the effects that fill it.
final class ThrottleStorage: Sendable {
  private let machines = Locked<[AnyHashableSendable: any Sendable]>([:])

  /// Runs `body` on the state machine of the throttle `id`, under the lock; on a new machine
  /// when the throttle has none yet, or one for other actions or another clock.
  func withMachine<Element, Instant: EffectInstant, Result>(
    id: AnyHashableSendable,
    _ body: (inout ThrottleStateMachine<Element, Instant>) -> Result
  ) -> Result {
    typealias Machine = ThrottleStateMachine<Element, Instant>
    return self.machines.withLock { machines in
      // Actions are not `Sendable`, but a throttle's only ever go in and out of its machine on
      // the main actor, where `Send` runs.
      var machine = (machines[id] as? UncheckedSendable<Machine>)?.value ?? Machine()
      defer { machines[id] = UncheckedSendable(machine) }
      return body(&machine)
    }
  }
}

/// Where throttled effects find the throttles of the store that runs them: each root store
/// installs its own, so two stores never throttle each other. Live code outside any store shares
/// one; each test has its own, as for any swift-dependencies test value.
enum ThrottleStorageKey: DependencyKey {
  static let liveValue = ThrottleStorage()
  /// A new storage, which swift-dependencies keeps for the rest of the test.
  static var testValue: ThrottleStorage { ThrottleStorage() }
}

extension DependencyValues {
  var throttleStorage: ThrottleStorage {
    get { self[ThrottleStorageKey.self] }
    set { self[ThrottleStorageKey.self] = newValue }
  }
}

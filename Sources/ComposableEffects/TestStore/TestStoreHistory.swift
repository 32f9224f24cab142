import AlgebraicEffects
import ConcurrencyExtras

/// A test store's history behind a lock: what its effects sent and what still runs, the step
/// that waits on them, and where the current step was written.
///
/// Shared by the reducer and the effects (on the main actor) and the test store's `deinit`.
/// Every method takes the lock, asks ``TestStoreHistoryStateMachine`` what to do, and does it
/// (resumes the waiting step) once the lock is released.
final class TestStoreHistory<State, Action>: Sendable {
  typealias Machine = TestStoreHistoryStateMachine<
    State, Action, CheckedContinuation<TestStoreWait, Never>
  >
  typealias Received = Machine.Received
  typealias InFlight = Machine.InFlight

  private struct Contents {
    var machine = Machine()
    /// The test step being run: effects started now point at it.
    var location: TestSourceLocation
    var exhaustivity = Exhaustivity.on
  }

  private let history: Locked<Contents>
  /// Ends a wait that outlasts its deadline.
  private let deadline: WaitDeadline

  init(location: TestSourceLocation) {
    let history = Locked(Contents(location: location))
    self.history = history
    self.deadline = WaitDeadline { [weak history] id in
      guard case .resume(let waiter, let outcome)? = history?.withLock({ $0.machine.timeOut(id) })
      else { return }
      waiter.resume(returning: outcome)
    }
  }

  private func run(_ action: Machine.EventAction) {
    guard case .resume(let waiter, let outcome) = action else { return }
    waiter.resume(returning: outcome)
  }

  // MARK: What the current step is

  /// The test step being run: effects started now point at it.
  var location: TestSourceLocation {
    get { self.history.withLock { $0.location } }
    set { self.history.withLock { $0.location = newValue } }
  }

  var exhaustivity: Exhaustivity {
    get { self.history.withLock { $0.exhaustivity } }
    set { self.history.withLock { $0.exhaustivity = newValue } }
  }

  /// The state right after the reducer ran the action the test sent, before any action that
  /// action's `.send` effects sent.
  var stateAfterSend: State? {
    get { self.history.withLock { $0.machine.stateAfterSend } }
    set { self.history.withLock { $0.machine.stateAfterSend = newValue } }
  }

  // MARK: Received actions

  /// The actions effects sent that the test has not received, oldest first.
  var received: [Received] {
    self.history.withLock { $0.machine.received }
  }

  func record(received action: Action, state: State) {
    self.run(self.history.withLock { $0.machine.record(received: action, state: state) })
  }

  func removeReceived(through index: Int) -> [Received] {
    self.history.withLock { $0.machine.removeReceived(through: index) }
  }

  func removeAllReceived() -> [Received] {
    self.history.withLock { $0.machine.removeAllReceived() }
  }

  // MARK: Effects in flight

  /// The tokens of the effects of test step `step` still running.
  func effectsInFlight(ofStep step: Int) -> Set<UInt64> {
    self.history.withLock { $0.machine.effectsInFlight(ofStep: step) }
  }

  /// The effects still running, oldest first.
  var inFlight: [InFlight] {
    self.history.withLock { $0.machine.effectsInFlight }
  }

  /// Puts the effects the reducer returned for `action` in flight: a token for ``finish(_:)``,
  /// and the origin that the algebraic effects they perform name in failure messages (the step
  /// that set them going, so that such a failure points at the test's own line).
  func startEffect(of action: Action, step: Int) -> (token: UInt64, origin: EffectOrigin) {
    let (token, location) = self.history.withLock {
      ($0.machine.startEffect(action, at: $0.location, step: step), $0.location)
    }
    let origin = EffectOrigin { [action = UncheckedSendable(action)] in
      TestStoreMessage.describe(effectOf: action.value, at: location)
    }
    return (token, origin)
  }

  func finish(_ token: UInt64) {
    self.run(self.history.withLock { $0.machine.finishEffect(token) })
  }

  func forgetInFlight() -> [InFlight] {
    self.history.withLock { $0.machine.forgetEffectsInFlight() }
  }

  // MARK: The root feature

  /// Whether the root feature dismissed itself.
  var isDismissed: Bool {
    self.history.withLock { $0.machine.isDismissed }
  }

  /// The root feature dismissed itself; returns whether its effects must be cancelled now.
  func dismiss() -> Machine.DismissAction {
    self.history.withLock { $0.machine.dismiss() }
  }

  // MARK: Waiting steps

  /// Waits until a received action matches `matching`, no effect is left to send one, or
  /// `deadline` passes. `whileWaiting` runs once the step is registered, if it has to wait.
  nonisolated(nonsending)
  func awaitReceived(
    until deadline: ContinuousClock.Instant,
    matching: @escaping (Action) -> Bool,
    whileWaiting: () -> Void = {}
  ) async -> TestStoreWait {
    await self.wait(for: .received(matching: matching), until: deadline, whileWaiting: whileWaiting)
  }

  /// Waits until the effects `tokens` (every effect, for `nil`) have finished, or `deadline`
  /// passes.
  nonisolated(nonsending)
  func awaitEffectsFinished(
    _ tokens: Set<UInt64>?, until deadline: ContinuousClock.Instant
  ) async -> TestStoreWait {
    await self.wait(for: .effectsFinished(tokens), until: deadline)
  }

  nonisolated(nonsending)
  private func wait(
    for condition: Machine.Condition,
    until deadline: ContinuousClock.Instant,
    whileWaiting: () -> Void = {}
  ) async -> TestStoreWait {
    // Most waits are met at once (the action arrived during the previous step): no
    // continuation, no timer.
    if let outcome = self.history.withLock({ $0.machine.check(condition) }) { return outcome }
    var armed: Int?
    let outcome = await withCheckedContinuation { continuation in
      switch self.history.withLock({ $0.machine.register(condition, continuation) }) {
      case .resume(let outcome):
        continuation.resume(returning: outcome)
      case .suspend(let id):
        armed = id
        self.deadline.arm(id, at: deadline)
        whileWaiting()
      }
    }
    if let armed { self.deadline.disarm(armed) }
    return outcome
  }
}

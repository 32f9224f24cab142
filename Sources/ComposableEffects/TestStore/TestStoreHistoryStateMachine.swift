/// How a test store's wait on its history ended.
enum TestStoreWait: Equatable, Sendable {
  /// What the step waited for happened (or had happened already).
  case satisfied
  /// It can no longer happen: the step waited for an action and no effect is running that could
  /// send one.
  case nothingRunning
  /// The step's deadline passed first.
  case timedOut
  /// Another step of the same store was already waiting: steps run one at a time.
  case busy
}

/// Every decision about a test store's history, with no concurrency in it: the actions its
/// effects sent that the test has not received (with the state each left), the effects still
/// running (with the action that started each), the state the last sent action left, whether
/// the root feature dismissed itself, and the one step that may wait on these.
///
/// Typed by the store's `State` and `Action`, so the test store reads its history back as they
/// went in. `Waiter` is what resumes a waiting step (a continuation, in the store; a plain
/// value in the machine's own tests, which need no tasks or threads).
///
/// Every operation returns what the caller must do once it has left the lock: a step's
/// registration is met at once or suspends; an event (an action recorded, an effect ended, a
/// deadline passed) resumes the waiting step when it meets, defeats or times out its wait.
/// Because a registration checks its condition under the same lock every event takes, a
/// wake-up cannot slip between the check and the wait.
struct TestStoreHistoryStateMachine<State, Action, Waiter> {
  /// An action an effect sent, with the state the reducer left.
  struct Received {
    let action: Action
    let state: State
  }

  /// A running effect: the action whose reducer returned it, and the step that sent or
  /// received that action.
  struct InFlight {
    let action: Action
    let location: TestSourceLocation
    /// The number of the test step whose effects these are.
    var step = 0
  }

  /// What a step waits for.
  enum Condition {
    /// A received action that `matching` accepts.
    case received(matching: (Action) -> Bool)
    /// The effects `tokens` (every effect, for `nil`) to finish.
    case effectsFinished(Set<UInt64>?)
  }

  /// What a step's registration tells the caller.
  enum RegisterAction {
    /// The wait is over already: resume the step with this at once.
    case resume(TestStoreWait)
    /// The step waits: time it out with this identifier once its deadline passes.
    case suspend(id: Int)
  }

  /// What an event tells the caller.
  enum EventAction {
    /// Nobody to wake.
    case none
    /// Resume the waiting step with this.
    case resume(Waiter, TestStoreWait)
  }

  /// What a dismissal of the root feature tells the caller.
  enum DismissAction: Equatable {
    /// The feature has just dismissed itself: cancel its effects.
    case cancelEffects
    /// It had already: nothing more to do.
    case none
  }

  /// Whether the root feature is still there to take actions.
  private enum Root {
    case presented
    case dismissed
  }

  /// The one step that may wait at a time.
  private enum Step {
    case idle
    case waiting(id: Int, Condition, Waiter)
  }

  private(set) var received: [Received] = []
  private var inFlight: [UInt64: InFlight] = [:]
  private var nextToken: UInt64 = 0
  private var root = Root.presented
  private var step = Step.idle
  private var nextWaitID = 0

  /// The state right after the reducer ran the action the test last sent, before any action
  /// its effects sent.
  var stateAfterSend: State?

  // MARK: Received actions

  /// An effect sent an action, which the reducer ran, leaving `state`.
  mutating func record(received action: Action, state: State) -> EventAction {
    received.append(Received(action: action, state: state))
    return wakeStep()
  }

  /// The test asserted (or skipped) the received actions up to and including `index`.
  mutating func removeReceived(through index: Int) -> [Received] {
    defer { received.removeFirst(index + 1) }
    return Array(received[...index])
  }

  /// The test asserted (or skipped) every received action.
  mutating func removeAllReceived() -> [Received] {
    defer { received.removeAll() }
    return received
  }

  // MARK: Effects in flight

  /// An effect started, one of test step `step`'s; returns the token it finishes with.
  mutating func startEffect(
    _ action: Action, at location: TestSourceLocation, step: Int = 0
  ) -> UInt64 {
    defer { nextToken += 1 }
    inFlight[nextToken] = InFlight(action: action, location: location, step: step)
    return nextToken
  }

  /// The tokens of test step `step`'s effects still running.
  func effectsInFlight(ofStep step: Int) -> Set<UInt64> {
    Set(inFlight.lazy.filter { $0.value.step == step }.map(\.key))
  }

  /// An effect ended (or was cancelled and ended). Ending one twice, or one forgotten, wakes no
  /// one.
  mutating func finishEffect(_ token: UInt64) -> EventAction {
    guard inFlight.removeValue(forKey: token) != nil else { return .none }
    return wakeStep()
  }

  /// The effects still running, oldest first.
  var effectsInFlight: [InFlight] {
    inFlight.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Stops tracking every running effect (they go on running); returns them, oldest first.
  mutating func forgetEffectsInFlight() -> [InFlight] {
    defer { inFlight.removeAll() }
    return effectsInFlight
  }

  // MARK: The root feature

  /// Whether the root feature dismissed itself: it takes no more actions.
  var isDismissed: Bool {
    root == .dismissed
  }

  /// The root feature dismissed itself with `@Dependency(\.dismiss)`.
  mutating func dismiss() -> DismissAction {
    guard root == .presented else { return .none }
    root = .dismissed
    return .cancelEffects
  }

  // MARK: Waiting steps

  /// How a step waiting for `condition` would end now, without waiting: `nil` when it would
  /// have to wait. Lets the store skip the continuation when the answer is already known.
  func check(_ condition: Condition) -> TestStoreWait? {
    if case .waiting = step { return .busy }
    return outcome(of: condition)
  }

  /// A step waits for `condition`, resumed through `waiter`.
  mutating func register(_ condition: Condition, _ waiter: Waiter) -> RegisterAction {
    if case .waiting = step { return .resume(.busy) }
    if let outcome = outcome(of: condition) { return .resume(outcome) }
    nextWaitID += 1
    step = .waiting(id: nextWaitID, condition, waiter)
    return .suspend(id: nextWaitID)
  }

  /// The deadline of the wait `id` passed. A wait already over is left alone.
  mutating func timeOut(_ id: Int) -> EventAction {
    guard case .waiting(id, _, let waiter) = step else { return .none }
    step = .idle
    return .resume(waiter, .timedOut)
  }

  private func outcome(of condition: Condition) -> TestStoreWait? {
    switch condition {
    case .received(let matching):
      if received.contains(where: { matching($0.action) }) { return .satisfied }
      return inFlight.isEmpty ? .nothingRunning : nil
    case .effectsFinished(let tokens?):
      return tokens.allSatisfy { inFlight[$0] == nil } ? .satisfied : nil
    case .effectsFinished(nil):
      return inFlight.isEmpty ? .satisfied : nil
    }
  }

  private mutating func wakeStep() -> EventAction {
    guard case .waiting(_, let condition, let waiter) = step,
      let outcome = outcome(of: condition)
    else { return .none }
    step = .idle
    return .resume(waiter, outcome)
  }
}

import Foundation

/// Where an action came from in a test: sent by the test, or received from an effect.
enum TestAction<Action> {
  case send(Action)
  case receive(Action)
}

/// Where in the test a step was written, for failures and for the effects the step started.
struct TestSourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// What a test store has seen and not yet asserted: the actions effects sent (with the state
/// each left), and the effects still running (with the action that started each). The books
/// live in the test runtime's state machine (``TestHandlerCore``), whose events wake the step
/// that waits for them; this gives them their types, and keeps what the current step is.
///
/// Shared by the reducer and the effects (on the main actor) and the test store's `deinit`, so
/// what it keeps itself is guarded by a lock, never held across a suspension.
final class TestStoreRecorder<State, Action>: @unchecked Sendable {
  struct Received {
    let action: Action
    let state: State
  }

  struct InFlight {
    let action: Action
    let location: TestSourceLocation
  }

  let runtime: TestHandlerCore
  private let lock = NSLock()
  private var _stateAfterSend: State?
  private var _exhaustivity: Exhaustivity = .on
  private var _location = TestSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

  init(runtime: TestHandlerCore) {
    self.runtime = runtime
  }

  var received: [Received] {
    self.runtime.received.map(Self.typed)
  }

  var inFlight: [InFlight] {
    self.runtime.effectsInFlight.map(Self.typed)
  }

  /// The test step being run: effects started now point at it.
  var location: TestSourceLocation {
    get { self.lock.withLock { self._location } }
    set { self.lock.withLock { self._location = newValue } }
  }

  /// The state right after the reducer ran the action the test sent, before any action that
  /// action's `.send` effects sent.
  var stateAfterSend: State? {
    get { self.lock.withLock { self._stateAfterSend } }
    set { self.lock.withLock { self._stateAfterSend = newValue } }
  }

  var exhaustivity: Exhaustivity {
    get { self.lock.withLock { self._exhaustivity } }
    set { self.lock.withLock { self._exhaustivity = newValue } }
  }

  func removeReceived(through index: Int) -> [Received] {
    self.runtime.removeReceived(through: index).map(Self.typed)
  }

  func removeAllReceived() -> [Received] {
    self.runtime.removeAllReceived().map(Self.typed)
  }

  func record(received action: Action, state: State) {
    self.runtime.record(received: ReceivedAction(action: action, state: state))
  }

  func start(_ action: Action) -> UInt64 {
    self.runtime.startEffect(RunningEffect(action: action, location: self.location))
  }

  func finish(_ token: UInt64) {
    self.runtime.finishEffect(token)
  }

  /// The hook through which the store's interpreter tells this recorder of every effect it
  /// starts, and of its end.
  var tracker: EffectTracker<TestAction<Action>> {
    EffectTracker { testAction in
      let action = testAction.value
      let origin = EffectOrigin { [action = UncheckedSendable(action)] in
        String(customDumping: action.value)
      }
      return (self.start(action), origin)
    } finish: { token in
      self.finish(token)
    }
  }

  func forgetInFlight() -> [InFlight] {
    self.runtime.forgetEffectsInFlight().map(Self.typed)
  }

  private static func typed(_ received: ReceivedAction) -> Received {
    Received(action: received.action as! Action, state: received.state as! State)
  }

  private static func typed(_ effect: RunningEffect) -> InFlight {
    InFlight(action: effect.action as! Action, location: effect.location as! TestSourceLocation)
  }
}

/// Runs the feature's reducer for a test store: records the state each action leaves. The
/// effects it returns are tracked by the store's interpreter (``EffectTracker``), not here.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestStoreRecorder<Base.State, Base.Action>

  /// Resolves the feature's reducer, once, as a store does.
  func _resolve() -> _ResolvedReducer<Base.State, TestAction<Base.Action>> {
    _ResolvedReducer(TestReducer<_ResolvedReducer>(base: self.base._resolve(), recorder: self.recorder))
  }

  func reduce(
    into state: inout Base.State,
    action testAction: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    let action = testAction.value
    // Shared values the sent action changes are its step's; those changed by actions its
    // effects send are the next steps' (see `SharedChangeTracker`).
    let isSent = if case .send = testAction { true } else { false }
    let effect = SharedChangeTracker.$isReducing.withValue(isSent) {
      self.base.reduce(into: &state, action: action)
    }
    switch testAction {
    case .send: self.recorder.stateAfterSend = state
    case .receive: self.recorder.record(received: action, state: state)
    }
    return effect._map { TestAction.receive($0) }
  }
}

extension TestAction {
  var value: Action {
    switch self {
    case .send(let action), .receive(let action): action
    }
  }
}

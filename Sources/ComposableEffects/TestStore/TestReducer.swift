/// Where an action came from in a test: sent by the test, or received from an effect; and the
/// test step whose effects its own belong to (those the step's action started, and those the
/// actions they sent started in turn), by the step's number.
enum TestAction<Action> {
  case send(Action, step: Int)
  case receive(Action, step: Int)
}

/// Where in the test a step was written, for failures and for the effects the step started.
struct TestSourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Runs the feature's reducer for a test store: records the state each action leaves, and
/// tracks the effects it returns (see ``TrackedEffects``), so that the store they run in knows
/// nothing of the test.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let history: TestStoreHistory<Base.State, Base.Action>

  /// Resolves the feature's reducer, once, as a store does.
  func _resolve() -> _ResolvedReducer<Base.State, TestAction<Base.Action>> {
    _ResolvedReducer(TestReducer<_ResolvedReducer>(base: self.base._resolve(), history: self.history))
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
    case .send: self.history.stateAfterSend = state
    case .receive: self.history.record(received: action, state: state)
    }
    if effect.isNone { return .none }
    let step = testAction.step
    let mapped = effect._map { TestAction.receive($0, step: step) }
    // Synchronous effects (sends, cancellations) are over once the send loop has run them.
    guard !mapped.isSynchronous else { return mapped }
    let (token, origin) = self.history.startEffect(of: action, step: step)
    return TrackedEffects(history: self.history, token: token, origin: origin).wrapping(mapped)
  }
}

extension TestAction {
  var value: Action {
    switch self {
    case .send(let action, _), .receive(let action, _): action
    }
  }

  var step: Int {
    switch self {
    case .send(_, let step), .receive(_, let step): step
    }
  }
}

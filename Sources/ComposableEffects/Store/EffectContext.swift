import Synchronization

/// One effect's task: its operation, where its actions go, and what to do when it ends. One
/// object, which the task's closure and the operation's `Send` each capture alone, so that
/// neither needs a closure context of its own.
final class EffectContext<State, Action>: Sendable {
  private weak let core: RootCore<State, Action>?
  private let origin: UncheckedSendable<Action>
  /// The operation, given where its actions go; taken by the task as it starts. Kept no
  /// longer: a `Send` that escapes the effect keeps this object, and would otherwise keep the
  /// operation and all it captures, which may hold that very `Send` (a cycle).
  nonisolated(unsafe) private var bind: (@Sendable (Send<Action>) -> @Sendable () async -> Void)?
  private let registry: CancellationRegistry
  private let token: CancellationRegistry.Token
  /// The tasks of the send that started this effect, which the effects of the actions it sends
  /// join. Weak: only the send's ``StoreTask``s need them.
  private weak let group: SendTasks?
  private let finished = Atomic(false)

  init(
    core: RootCore<State, Action>,
    origin: Action,
    bind: @escaping @Sendable (Send<Action>) -> @Sendable () async -> Void,
    registry: CancellationRegistry,
    token: CancellationRegistry.Token,
    group: SendTasks?
  ) {
    self.core = core
    self.origin = UncheckedSendable(origin)
    self.bind = bind
    self.registry = registry
    self.token = token
    self.group = group
  }

  /// The operation bound to a `Send` into the store: called once, by the effect's task, which
  /// alone reads or writes `bind` after this object is made (creating the task orders the two).
  func takeOperation() -> @Sendable () async -> Void {
    let bind = self.bind!
    self.bind = nil
    return bind(Send(send: self.send))
  }

  /// Sends an action from the effect into its store; reports a send after the effect ended.
  @MainActor
  func send(_ action: Action) {
    guard !self.finished.load(ordering: .acquiring) else {
      reportIssue(EffectMessage.sentFromCompletedEffect(action: action, effectOf: self.origin.value))
      return
    }
    _ = self.core?.send(action, origin: .effect, joining: self.group)
  }

  /// The effect's operation has returned (or was cancelled and unwound).
  func end() {
    self.finished.store(true, ordering: .releasing)
    self.registry.finish(self.token)
  }
}

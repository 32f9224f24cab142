import Synchronization

// The one place that turns an `Effect` into running work. It has two halves:
//
// - `RootCore.start(_:ids:origin:into:)` runs on the main actor as the store's reducer returns
//   an effect: `.send` actions join the send loop's queue, `.cancel` cancels at once, and each
//   asynchronous part becomes one task, registered under the cancellation identifiers around
//   it by `CancellationRegistry.startTask`.
// - `EffectInterpreter.run(_:send:registry:)` runs an effect inside a task that already exists:
//   what is left of a concatenation after its synchronous prefix, and a throttled effect.
//
// The store, the test store (through an `EffectTracker`), concatenations, throttling and
// `withTaskCancellation` all go through these; none rewrites the effect tree. A `.cancellable`
// at the top of what a reducer returns and a `.concatenate` start no task of their own: the
// identifiers go on the task of the part they wrap, and a concatenation runs its parts one
// after the other in one task. The exception is an asynchronous `.cancellable` part inside a
// concatenation: cancelling it must stop that part and let the rest go on, and a Swift task is
// cancelled as a whole, so that part runs in a task of its own.

extension RootCore {
  /// Starts `effect`, returned by the reducer for `origin`: what it sends is queued at once,
  /// each asynchronous part gets a task (added to `tasks`, made with the first) registered
  /// under `ids`.
  @inlinable
  func start(
    _ effect: Effect<Action>,
    ids: SmallSet<AnyHashableSendable>,
    origin: Action,
    into tasks: inout SendTasks?
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      self.loop.enqueue(action)
    case .run(let run):
      self.spawn(run, ids: ids, origin: origin, into: &tasks)
    case .merge(let effects):
      for effect in effects {
        self.start(effect, ids: ids, origin: origin, into: &tasks)
      }
    case .concatenate(let effects):
      self.startConcatenation(effects, ids: ids, origin: origin, into: &tasks)
    case .cancel(let id):
      self.registry.cancel(id: id)
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight {
        self.registry.cancel(id: id)
      }
      self.start(effect, ids: ids.inserting(id), origin: origin, into: &tasks)
    }
  }

  /// Runs the synchronous prefix of a concatenation at once, and the rest in one task.
  @usableFromInline
  func startConcatenation(
    _ effects: [Effect<Action>],
    ids: SmallSet<AnyHashableSendable>,
    origin: Action,
    into tasks: inout SendTasks?
  ) {
    let (synchronous, rest) = Effect.splitAtFirstAsynchronous(effects)
    for effect in synchronous {
      self.start(effect, ids: ids, origin: origin, into: &tasks)
    }
    guard !rest.isEmpty else { return }
    let registry = self.registry
    let remaining = Effect(.concatenate(Array(rest)))
    let run = Effect.Run(priority: nil, dependencies: self.dependencies) { send in
      { await EffectInterpreter.run(remaining, send: send, registry: registry) }
    }
    self.spawn(run, ids: ids, origin: origin, into: &tasks)
  }

  /// The task of one asynchronous part of an effect: its `Send` comes back to this core, it is
  /// registered under `ids` until it ends, and a test store's tracker hears of it.
  ///
  /// A suspended effect holds its task's frames, so they are kept few: the task-local values it
  /// runs with (its dependencies, and under a test store the action it is the effect of) are
  /// bound around the task's creation, which copies them, rather than inside it; the
  /// operation's `Send` is composed before it runs; and one object (``EffectContext``) carries
  /// what the operation, its `Send` and the task's end need, and is all the task's closure
  /// captures.
  @usableFromInline
  func spawn(
    _ run: Effect<Action>.Run,
    ids: SmallSet<AnyHashableSendable>,
    origin: Action,
    into tasks: inout SendTasks?
  ) {
    let tracked = self.tracker.map { tracker in
      let (token, origin) = tracker.start(origin)
      return (origin: origin, end: TrackedEnd(finish: tracker.finish, token: token))
    }
    let executor = self.effectExecutor
    // Made with the send's first task, and given to it: the actions it sends join it.
    let group = tasks ?? SendTasks()
    tasks = group
    let task = self.registry.startTask(ids: ids) { token in
      let context = EffectContext(
        core: self, origin: origin, bind: run.bind, registry: self.registry, token: token,
        tracked: tracked?.end, group: group
      )
      return DependencyValues.$_current.withValue(run.dependencies) {
        guard let tracked else {
          return Self.task(priority: run.priority, executor: executor, context)
        }
        return PerformedEffect.$origin.withValue(tracked.origin) {
          Self.task(priority: run.priority, executor: executor, context)
        }
      }
    }
    group.append(task, token: tracked?.end.token)
  }

  // Created outside the main actor so the effect runs in the cooperative pool (or on a test
  // store's executor); unlike `Task.detached`, it inherits task-local values (handlers, and
  // those bound around this call). The closure captures the context alone, which then serves
  // as the closure's context: no allocation of its own.
  private nonisolated static func task(
    priority: TaskPriority?,
    executor: (any TaskExecutor)?,
    _ context: EffectContext<State, Action>
  ) -> Task<Void, Never> {
    Task(executorPreference: executor, priority: priority) {
      // The operation is bound to its `Send` here, in the task, since the `Send` needs the
      // context. Written out in this closure rather than in a method of the context: a
      // method's frame would be one more in every suspended effect's task.
      let operation = context.takeOperation()
      await operation()
      context.end()
    }
  }
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
  private let tracked: TrackedEnd?
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
    tracked: TrackedEnd?,
    group: SendTasks?
  ) {
    self.core = core
    self.origin = UncheckedSendable(origin)
    self.bind = bind
    self.registry = registry
    self.token = token
    self.tracked = tracked
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
    if let tracked = self.tracked {
      tracked.finish(tracked.token)
    }
    self.registry.finish(self.token)
  }
}

/// Runs effects inside a task that already exists.
enum EffectInterpreter {
  /// Runs `effect` to completion in the current task: parts of a concatenation one after the
  /// other (stopping when the task is cancelled), parts of a merge in child tasks.
  static func run<Action>(
    _ effect: Effect<Action>,
    send: Send<Action>,
    registry: CancellationRegistry
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send.deliver(UncheckedSendable(action))
    case .run(let run):
      await run(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await Self.run(effect, send: send, registry: registry) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await Self.run(effect, send: send, registry: registry)
      }
    case .cancel(let id):
      registry.cancel(id: id)
    case .cancellable(let id, let cancelInFlight, let effect):
      guard !effect.isSynchronous else {
        // Nothing to cancel part way: it sends or cancels, and is done.
        if cancelInFlight { registry.cancel(id: id) }
        await Self.run(effect, send: send, registry: registry)
        return
      }
      // Nothing it runs throws.
      try? await registry.withTaskCancellation(id: id, cancelInFlight: cancelInFlight) {
        await Self.run(effect, send: send, registry: registry)
      }
    }
  }
}

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

extension Send {
  /// Sends an action that the effect itself holds (from a `.send` inside a `concatenate`).
  func deliver(_ action: UncheckedSendable<Action>) {
    self(action.value)
  }
}

extension Effect {
  /// Whether running this effect needs no task: it does nothing, sends actions or cancels.
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects), .concatenate(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }

  /// The parts of a concatenation before its first asynchronous one, which the store runs at
  /// once within the send that returned them (as it runs a lone `.send`), and the rest, which
  /// runs in a task after them.
  static func splitAtFirstAsynchronous(
    _ effects: [Self]
  ) -> (synchronous: ArraySlice<Self>, rest: ArraySlice<Self>) {
    let split = effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
    return (effects[..<split], effects[split...])
  }
}

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
  /// each asynchronous part gets a task (appended to `tasks`) registered under `ids`.
  @inlinable
  func start(
    _ effect: Effect<Action>,
    ids: [AnyHashableSendable],
    origin: Action,
    into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      self.loop.enqueue(action)
    case .run(let run):
      tasks.append(self.spawn(priority: run.priority, ids: ids, origin: origin, run.operation))
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
      self.start(effect, ids: ids + [id], origin: origin, into: &tasks)
    }
  }

  /// Runs the synchronous prefix of a concatenation at once, and the rest in one task.
  @usableFromInline
  func startConcatenation(
    _ effects: [Effect<Action>],
    ids: [AnyHashableSendable],
    origin: Action,
    into tasks: inout [Task<Void, Never>]
  ) {
    let (synchronous, rest) = Effect.splitAtFirstAsynchronous(effects)
    for effect in synchronous {
      self.start(effect, ids: ids, origin: origin, into: &tasks)
    }
    guard !rest.isEmpty else { return }
    let registry = self.registry
    let remaining = Effect(.concatenate(Array(rest)))
    tasks.append(
      self.spawn(priority: nil, ids: ids, origin: origin) { send in
        await EffectInterpreter.run(remaining, send: send, registry: registry)
      }
    )
  }

  /// The task of one asynchronous part of an effect: its `Send` comes back to this core, it is
  /// registered under `ids` until it ends, and a test store's tracker hears of it.
  @usableFromInline
  func spawn(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    origin: Action,
    _ operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    let lifetime = EffectLifetime()
    let send = Send<Action> { [weak self, origin = UncheckedSendable(origin)] action in
      guard !lifetime.isFinished else {
        reportIssue(EffectMessage.sentFromCompletedEffect(action: action, effectOf: origin.value))
        return
      }
      _ = self?.send(action, origin: .effect)
    }
    let tracking = self.tracker.map { tracker in
      let (token, origin) = tracker.start(origin)
      return Tracking(tracker: tracker, token: token, origin: origin)
    }
    let registry = self.registry
    return registry.startTask(ids: ids) { token in
      Self.task(
        priority: priority, executor: self.effectExecutor, operation: operation, send: send,
        tracking: tracking
      ) {
        lifetime.finish()
        registry.finish(token)
      }
    }
  }

  /// What a test store's tracker gave an effect as it started.
  struct Tracking: Sendable {
    let tracker: EffectTracker<Action>
    let token: UInt64
    let origin: EffectOrigin
  }

  // One closure, so that a suspended effect's task holds one frame of ours beneath the
  // operation's. Created outside the main actor so the effect runs in the cooperative pool (or
  // on a test store's executor); unlike `Task.detached`, it inherits task-local values
  // (handlers, for example).
  private nonisolated static func task(
    priority: TaskPriority?,
    executor: (any TaskExecutor)?,
    operation: @escaping @Sendable (Send<Action>) async -> Void,
    send: Send<Action>,
    tracking: Tracking?,
    ended: @escaping @Sendable () -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: executor, priority: priority) {
      if let tracking {
        await PerformedEffect.$origin.withValue(tracking.origin) { await operation(send) }
        tracking.tracker.finish(tracking.token)
      } else {
        await operation(send)
      }
      ended()
    }
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
      await run.operation(send)
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

/// Whether an effect's operation has returned, so its `Send` can tell a late call.
final class EffectLifetime: Sendable {
  private let finished = Atomic(false)

  var isFinished: Bool { self.finished.load(ordering: .acquiring) }

  func finish() { self.finished.store(true, ordering: .releasing) }
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

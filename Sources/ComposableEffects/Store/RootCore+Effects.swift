// The one place that turns an `Effect` into running work. It has two halves:
//
// - `RootCore.start(_:ids:origin:into:)` runs on the main actor as the store's reducer returns
//   an effect: `.send` actions join the send loop's queue, `.cancel` cancels at once, and each
//   asynchronous part becomes one task, registered under the cancellation identifiers around
//   it by `CancellationRegistry.startTask`.
// - `EffectInterpreter.run(_:send:registry:)` (EffectInterpreter.swift) runs an effect inside a
//   task that already exists: what is left of a concatenation after its synchronous prefix, and
//   a throttled effect.
//
// The store, concatenations, throttling and `withTaskCancellation` all go through these; none
// rewrites the effect tree (a test store tracks its effects by wrapping what its reducer
// returns, before it gets here: see `TestStore/TrackedEffects.swift`). A `.cancellable`
// at the top of what a reducer returns and a `.concatenate` start no task of their own: the
// identifiers go on the task of the part they wrap, and a concatenation runs its parts one
// after the other in one task. The exception is an asynchronous `.cancellable` part inside a
// concatenation: cancelling it must stop that part and let the rest go on, and a Swift task is
// cancelled as a whole, so that part runs in a task of its own. Both halves read a
// `.cancellable` through one function, `Effect.enterCancellable(registry:ids:)`: which
// identifiers the part's task is registered under, and what is cancelled in flight first.

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
    case .cancellable:
      let (ids, part) = effect.enterCancellable(registry: self.registry, ids: ids)
      self.start(part, ids: ids, origin: origin, into: &tasks)
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

  /// The task of one asynchronous part of an effect: its `Send` comes back to this core, and
  /// it is registered under `ids` until it ends.
  ///
  /// A suspended effect holds its task's frames, so they are kept few: the task-local values it
  /// runs with (its dependencies) are bound around the task's creation, which copies them,
  /// rather than inside it; the
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
    let executor = self.effectExecutor
    // Made with the send's first task, and given to it: the actions it sends join it.
    let group = tasks ?? SendTasks(cancellation: self.registry.cancellation)
    tasks = group
    let task = self.registry.startTask(ids: ids) { token in
      let context = EffectContext(
        core: self, origin: origin, bind: run.bind, registry: self.registry, token: token,
        group: group
      )
      return DependencyValues.$_current.withValue(run.dependencies) {
        Self.task(priority: run.priority, executor: executor, context)
      }
    }
    group.append(task)
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

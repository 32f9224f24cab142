import Observation

/// The state, reducer and running effects of a root ``Store``; scoped stores reach it through
/// their parents.
///
/// Its `state` is observable as TCA's: observers of a property of an ``ObservableState()`` state
/// are told when that property changes, and observers of the state itself only when it becomes
/// another state (see ``StateIdentity``); a state of another type tells its observers once per
/// ``send(_:origin:)`` however many actions that send processes. Effects hold it weakly, so a running effect never keeps it alive, and
/// releasing it cancels every effect it started.
///
/// Its hot path (``send(_:origin:)``, ``state``) is inlinable, so that a store created in a
/// feature's module runs code specialised for its state and actions: unspecialised, each send
/// spends most of its time looking up generic metadata.
@MainActor
@usableFromInline
final class RootCore<State, Action>: Observable {
  // Unchecked: the reducer's modification is the one access that spans a call, and
  // `isReducing` stands in for Swift's check of it (a dynamic check, a tenth of a flat send's
  // instructions): reading `state` while the reducer runs still traps. Every other access is an
  // instantaneous read on the main actor, outside the reducer.
  @exclusivity(unchecked) @usableFromInline var _state: State
  /// Whether the reducer is changing `_state`, so that `state` refuses to read it meanwhile.
  @exclusivity(unchecked) @usableFromInline var isReducing = false
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  // Unchecked: every access copies the value in or out (a send's read, a test store's get and
  // set between steps) and none spans a call, so no two can overlap; checking the send's read
  // looked up the thread's access set on every send.
  /// The dependencies the reducer runs with; a test store changes them between steps.
  @exclusivity(unchecked) @usableFromInline private(set) var dependencies: DependencyValues
  /// The task-local that `dependencies` are bound to while the reducer runs, held so that a send
  /// does not call the global's accessor, nor retain and release it, every time.
  @usableFromInline let currentDependencies = DependencyValues.$_current
  @usableFromInline let registry: CancellationRegistry
  /// Where effects run: the cooperative pool (`nil`), or the executor the store was given.
  let effectExecutor: (any EffectExecutor)?
  // Unchecked: every access is one call of a state-machine method, which calls nothing outside
  // the machine, so no two accesses can overlap; checking each one looks up the thread's access
  // set, a tenth of a flat send's instructions.
  @exclusivity(unchecked) @usableFromInline var loop = SendLoopStateMachine<Action>()
  @usableFromInline let observationRegistrar = ObservationRegistrar()
  /// What runs after each send has processed its actions: the deprecated `Store.ifLet(then:)`
  /// subscriptions (see ``SendObserving``). Empty for nearly every store, which a send checks
  /// once.
  @usableFromInline var sendObservers: [UInt64: @MainActor () -> Void] = [:]
  private var nextSendObserver: UInt64 = 0
  @usableFromInline let identity = StateIdentity<State>()
  // Formed once: a key path into a generic class is otherwise built at run time on every use
  // (about a microsecond, the better part of a send).
  @usableFromInline let stateKeyPath: KeyPath<RootCore, State>

  /// A core that runs `reducer` from `initialState` with `dependencies`, and its effects on
  /// `effectExecutor` (the cooperative pool for `nil`). The core owns the cancellation registry
  /// of its effects: it installs it in `dependencies`, here and whenever they are replaced.
  @usableFromInline
  init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues,
    effectExecutor: (any EffectExecutor)? = nil
  ) {
    self.effectExecutor = effectExecutor
    var dependencies = dependencies
    dependencies.cancellationRegistry = CancellationRegistry(executor: effectExecutor)
    self._state = initialState
    // Resolved once, with the store's dependencies: a `body` that reads one sees the store's.
    // The closure is taken out of the resolved reducer after `withValue` returns it, not inside:
    // as `withValue`'s generic result it would be wrapped in a thunk that returns its effect
    // indirectly, and that in a thunk that returns it directly again, called on every send.
    self.reduce = DependencyValues.$_current.withValue(dependencies) { reducer._resolve() }.run
    self.dependencies = dependencies
    self.registry = dependencies.cancellationRegistry
    self.stateKeyPath = \.state
  }

  deinit {
    self.registry.cancelAll()
  }

  /// Replaces the dependencies the reducer and the effects it creates from now on run with,
  /// keeping this core's cancellation registry in them.
  func replaceDependencies(with dependencies: DependencyValues) {
    var dependencies = dependencies
    dependencies.cancellationRegistry = self.registry
    self.dependencies = dependencies
  }

  @inlinable
  var state: State {
    if self.isReducing { Self.stateReadWhileReducing() }
    self.observationRegistrar.access(self, keyPath: self.stateKeyPath)
    return self._state
  }

  /// Sends `action` through the reducer and starts its effects, adding their tasks to `group`
  /// (the tasks of the send whose effect sent `action`), or to a group of their own.
  @inlinable
  func send(
    _ action: Action,
    origin: SendLoopStateMachine<Action>.Origin,
    joining group: SendTasks? = nil
  ) -> StoreTask {
    switch self.loop.send(action, origin: origin) {
    case .process:
      break
    case .queued:
      // Processed by the send under way, whose tasks its effects join, as in TCA.
      return StoreTask(nil)
    case .queuedReentrant:
      Self.reportReentrantSend(action)
      return StoreTask(nil)
    }
    var tasks = group
    var id = self.identity.id(of: self._state)
    // The action that started processing is not queued: it goes first, then the queue.
    var first: Action? = action
    repeat {
      while let action = first ?? self.loop.next() {
        first = nil
        self.isReducing = true
        let effect = Self.run(
          self.reduce, on: &self._state, action, binding: self.dependencies,
          to: self.currentDependencies
        )
        self.isReducing = false
        // Started outside the dependencies' binding, so that an effect's task does not copy
        // them: a `.run` carries the dependencies it was created with and binds them itself.
        if !effect.isNone {
          self.start(effect, ids: SmallSet(), origin: action, into: &tasks)
        }
      }
      // Observers of a property of the state were told as it changed; observers of the state
      // itself are told only when it became another state. The loop is still processing, so an
      // action an observer sends is queued, processed by the next pass, and reported.
      let newID = self.identity.id(of: self._state)
      if newID == nil || newID != id {
        id = newID
        self.observationRegistrar.willSet(self, keyPath: self.stateKeyPath)
        self.observationRegistrar.didSet(self, keyPath: self.stateKeyPath)
      }
    } while !self.loop.finish()
    if !self.sendObservers.isEmpty { self.notifySendObservers() }
    return StoreTask(tasks)
  }

  /// Runs what observes sends, once the send is over: an action one of them sends is a send of
  /// its own.
  @usableFromInline
  func notifySendObservers() {
    for observer in self.sendObservers.values { observer() }
  }

  /// Runs `reduce` with `dependencies` bound to `local`.
  ///
  /// Not isolated to the main actor, so that neither is the closure it hands `withValue`: Swift
  /// checks on every call of a main-actor closure handed to the standard library's `withValue`
  /// that it runs on the main actor's executor (about a twentieth of a flat send's
  /// instructions), which `send`, isolated itself, needs no check for.
  @inlinable
  nonisolated static func run(
    _ reduce: (inout State, Action) -> Effect<Action>,
    on state: inout State,
    _ action: Action,
    binding dependencies: DependencyValues,
    to local: TaskLocal<DependencyValues>
  ) -> Effect<Action> {
    local.withValue(dependencies) { reduce(&state, action) }
  }

  /// Stops the program: the store's state was read while its reducer changed it, as Swift's
  /// exclusivity check would have.
  @usableFromInline
  static func stateReadWhileReducing() -> Never {
    fatalError(
      "The state of a store was read while its reducer was changing it: a reducer must not read the store it runs in."
    )
  }

  @usableFromInline
  static func reportReentrantSend(_ action: Action) {
    reportIssue(EffectMessage.reentrantSend(action: action))
  }
}

extension RootCore: SendObserving {
  func observeSends(_ observer: @escaping @MainActor () -> Void) -> UInt64 {
    defer { self.nextSendObserver += 1 }
    self.sendObservers[self.nextSendObserver] = observer
    return self.nextSendObserver
  }

  func stopObservingSends(_ id: UInt64) {
    self.sendObservers[id] = nil
  }
}

/// A root core that runs code after each send: what the deprecated, Combine-style
/// `Store.ifLet(then:else:)` is told of changes by, synchronously, as TCA's publisher tells it.
@MainActor
protocol SendObserving: AnyObject {
  /// Runs `observer` after every send from now on, until ``stopObservingSends(_:)`` with the
  /// identifier returned.
  func observeSends(_ observer: @escaping @MainActor () -> Void) -> UInt64
  func stopObservingSends(_ id: UInt64)
}

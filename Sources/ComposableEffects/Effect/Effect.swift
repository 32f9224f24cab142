/// The work a reducer asks for when it handles an action: nothing, actions sent back at once,
/// or asynchronous operations that may send actions over time.
///
/// A reducer returns an effect, and the ``Store`` runs it:
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
///   }
/// ```
///
/// Effects compose: `merge(_:)` runs effects at the same time,
/// `concatenate(_:)` one after the other, ``map(_:)`` changes the actions they send
/// and `cancellable(id:cancelInFlight:)` makes them cancellable by an identifier.
public struct Effect<Action>: Sendable {
  @usableFromInline
  let operation: Operation

  /// Whether `operation` is `.none`, told once, as the effect is made. Matching `operation`
  /// against `.none` copies it, and destroys the copy, through its value witnesses (an enum of
  /// large payloads), which a store's send did at every level of scoping for an effect that was
  /// `.none` all along.
  @usableFromInline
  let isNone: Bool

  @usableFromInline
  init(_ operation: Operation) {
    if case .none = operation {
      self.isNone = true
    } else {
      self.isNone = false
    }
    self.operation = operation
  }

  /// An effect whose `isNone` the caller knows: matching the operation in a reducer's `return
  /// .none` would copy and destroy it there too.
  @inlinable
  init(_ operation: Operation, isNone: Bool) {
    self.operation = operation
    self.isNone = isNone
  }

  // Actions are created by reducers and effects and handed only to the store's send loop on the
  // main actor; like the actions an `.run` sends, they are not required to be `Sendable`.
  //
  // Indirect, so that an operation is one reference and `.none` none: every level of a send
  // destroys the effect its reducer returned, and an enum of inline payloads of several kinds
  // was destroyed through its type's value witness, looked up at run time, even for `.none`.
  // The other cases pay an allocation for their box.
  @usableFromInline
  indirect enum Operation: @unchecked Sendable {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    case cancel(AnyHashableSendable)
    case cancellable(AnyHashableSendable, cancelInFlight: Bool, Effect)
  }

  /// An asynchronous operation, as the store starts it in a task of its own.
  @usableFromInline
  struct Run: Sendable {
    /// The priority of the operation's task, as its raw value: `TaskPriority` is not frozen, so
    /// an effect that held one would have a layout known only at run time, and every copy of
    /// every effect (one per level of scoping, on each action) would go through the runtime.
    @usableFromInline let rawPriority: UInt8?
    /// The dependencies the operation runs with: those in force where it was created. The
    /// store binds them around the creation of the operation's task, which copies them, so
    /// that the task holds no frame for the binding.
    let dependencies: DependencyValues
    /// The operation, given where its actions go. `map` composes its `Send` here, before the
    /// operation runs, so that a mapped effect's task holds no frame for the mapping.
    let bind: @Sendable (Send<Action>) -> @Sendable () async -> Void

    @usableFromInline
    init(
      priority: TaskPriority?,
      dependencies: DependencyValues,
      bind: @escaping @Sendable (Send<Action>) -> @Sendable () async -> Void
    ) {
      self.rawPriority = priority?.rawValue
      self.dependencies = dependencies
      self.bind = bind
    }

    /// The priority of the operation's task, if it was given one.
    @usableFromInline
    var priority: TaskPriority? {
      self.rawPriority.map { TaskPriority(rawValue: $0) }
    }

    /// Runs the operation in the current task, sending to `send`.
    func callAsFunction(_ send: Send<Action>) async {
      let operation = self.bind(send)
      await DependencyValues.$_current.withValue(self.dependencies) { await operation() }
    }
  }
}

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self {
    Self(.none, isNone: true)
  }

  /// An effect that sends `action` to the store at once, in the same run of the store's send
  /// loop, before any asynchronous effect sends anything.
  ///
  /// Prefer calling shared logic directly over sending actions to share it; `.send` is for
  /// delegating to a parent feature.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }
}

extension Effect {
  /// This effect with each asynchronous operation replaced by what `transform` makes of it, and
  /// its shape kept: `.send`, `.cancel`, merges, concatenations and cancellation identifiers are
  /// as they were, so the store starts the same tasks. What the instrumentation and the test
  /// store wrap around operations goes through here.
  func mapRuns(_ transform: (Run) -> Run) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      return self
    case .run(let run):
      return Self(.run(transform(run)))
    case .merge(let effects):
      return Self(.merge(effects.map { $0.mapRuns(transform) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0.mapRuns(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(.cancellable(id, cancelInFlight: cancelInFlight, effect.mapRuns(transform)))
    }
  }
}

/// The effect type of a reducer: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

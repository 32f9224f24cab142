extension Effect {
  /// An effect that runs `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// An effect that runs `effects` at the same time.
  @inlinable
  public static func merge<S: Sequence<Self>>(_ effects: S) -> Self {
    Self(flattening: effects, Operation.merge) {
      if case .merge(let children) = $0 { children } else { nil }
    }
  }

  /// An effect that runs this effect and `other` at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _): other
    case (_, .none): self
    case (.merge(let lhs), .merge(let rhs)): Self(.merge(lhs + rhs))
    case (.merge(let lhs), _): Self(.merge(lhs + [other]))
    case (_, .merge(let rhs)): Self(.merge([self] + rhs))
    default: Self(.merge([self, other]))
    }
  }

  /// An effect that runs `effects` one after the other, each starting when the previous one
  /// has finished. Cancelling it stops the rest.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// An effect that runs `effects` one after the other, each starting when the previous one
  /// has finished. Cancelling it stops the rest.
  @inlinable
  public static func concatenate<C: Collection<Self>>(_ effects: C) -> Self {
    Self(flattening: effects, Operation.concatenate) {
      if case .concatenate(let children) = $0 { children } else { nil }
    }
  }

  /// `effects` combined by `combine` into one effect, flattened: the parts of an effect that
  /// `children` finds already combined the same way are taken in its place, and `.none` is
  /// dropped; no part left is `.none`, one part is itself. One array is built, so combining _n_
  /// effects is linear, where folding them pairwise copied the growing array at each step.
  /// (`merge(with:)` and `concatenate(with:)` combine two the same way without this array, so
  /// that the reducers that call them on every action allocate nothing when a side is `.none`.)
  @inlinable
  init(
    flattening effects: some Sequence<Self>,
    _ combine: ([Self]) -> Operation,
    children: (Operation) -> [Self]?
  ) {
    var parts: [Self] = []
    for effect in effects {
      if case .none = effect.operation { continue }
      // Only once there is a part: effects that are all `.none` allocate nothing.
      if parts.isEmpty { parts.reserveCapacity(effects.underestimatedCount) }
      if let children = children(effect.operation) {
        parts.append(contentsOf: children)
      } else {
        parts.append(effect)
      }
    }
    switch parts.count {
    case 0: self.init(.none)
    case 1: self = parts[0]
    default: self.init(combine(parts))
    }
  }

  /// An effect that runs this effect, then `next` once this one has finished.
  @inlinable
  public func concatenate(with next: Self) -> Self {
    switch (self.operation, next.operation) {
    case (.none, _): next
    case (_, .none): self
    case (.concatenate(let lhs), .concatenate(let rhs)): Self(.concatenate(lhs + rhs))
    case (.concatenate(let lhs), _): Self(.concatenate(lhs + [next]))
    case (_, .concatenate(let rhs)): Self(.concatenate([self] + rhs))
    default: Self(.concatenate([self, next]))
    }
  }

  /// An effect that sends the actions this one sends, transformed.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    self._map(transform)
  }

  // Also used with case key paths, which are immutable but not declared `Sendable`. Inlined, so
  // that mapping `.none` (what most actions return) costs nothing in a specialised reducer.
  @inlinable
  func _map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Effect<NewAction> {
    if self.isNone { return .none }
    return self._mapOperation(transform)
  }

  // A child's effect embedded in its parent's action case. The closure that embeds is formed
  // only for an effect that is not `.none`: formed before the check, as an argument of `_map`,
  // it allocates a context on every action.
  @inlinable
  func _embed<ParentAction>(
    _ casePath: AnyCasePath<ParentAction, Action>
  ) -> Effect<ParentAction> {
    if self.isNone { return .none }
    return self._mapOperation(casePath.embed)
  }

  @usableFromInline
  func _mapOperation<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Effect<NewAction> {
    switch self.operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      let bind = run.bind
      let transform = UncheckedSendable(transform)
      return Effect<NewAction>(
        .run(
          .init(priority: run.priority, dependencies: run.dependencies) { send in
            bind(.mapping(send, transform))
          }
        )
      )
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0._map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(.concatenate(effects.map { $0._map(transform) }))
    case .cancel(let id):
      return Effect<NewAction>(.cancel(id))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(.cancellable(id, cancelInFlight: cancelInFlight, effect._map(transform)))
    }
  }
}

extension Send {
  /// A `Send` that sends the actions of a mapped effect to `send`, transformed. Made by a
  /// function rather than a closure nested in another, whose context it would keep alive.
  nonisolated static func mapping<NewAction>(
    _ send: Send<NewAction>,
    _ transform: UncheckedSendable<(Action) -> NewAction>
  ) -> Send<Action> {
    Send { action in send(transform.value(action)) }
  }
}

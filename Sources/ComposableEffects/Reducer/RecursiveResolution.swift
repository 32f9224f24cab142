import Dependencies

/// The bookkeeping that lets a store resolve a feature that contains itself.
///
/// A store resolves its reducer once, building each `body` it is made of (see
/// ``Reducer/_resolve()``). A recursive feature, such as a row whose `body` runs
/// `.forEach(\.rows, action: \.rows) { Self() }`, would be built forever that way: its state is
/// finite at any moment, but its reducer tree is not. So while a type's `body` is being resolved,
/// a reducer of that same type met inside it is not resolved there: it is resolved when an action
/// first reaches it, one level at a time, and the result is kept for the actions after.
@usableFromInline
enum RecursiveResolution {
  /// The reducer types whose `body` is being resolved, outermost first.
  @TaskLocal static var typesInProgress: Set<ObjectIdentifier> = []

  /// Resolves `reducer` as its `body`, unless a reducer of its type is already being resolved
  /// further out: then it is resolved lazily.
  ///
  /// Inlined, so that a feature's `body` is resolved by code specialised for its types: the
  /// resolved reducers it builds (a `Scope`'s, for one) then run specialised on every action.
  @inlinable
  static func resolve<R: Reducer>(_ reducer: R) -> _ResolvedReducer<R.State, R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    Self.resolvingBody(of: R.self) { reducer.body._resolve() } ?? Self.lazy(reducer)
  }

  /// Runs `resolve` with `type` marked as in progress, or returns `nil` when it already is.
  @usableFromInline
  static func resolvingBody<R: Reducer>(
    of type: R.Type,
    _ resolve: () -> _ResolvedReducer<R.State, R.Action>
  ) -> _ResolvedReducer<R.State, R.Action>? {
    let id = ObjectIdentifier(type)
    let inProgress = Self.typesInProgress
    guard !inProgress.contains(id) else { return nil }
    var inner = inProgress
    inner.insert(id)
    return Self.$typesInProgress.withValue(inner, operation: resolve)
  }

  /// `reducer` resolved when an action first reaches it.
  @usableFromInline
  static func lazy<R: Reducer>(_ reducer: R) -> _ResolvedReducer<R.State, R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    _ResolvedReducer(run: LazyResolution(reducer).reduce(into:action:))
  }
}

/// A reducer resolved when an action first reaches it, with the dependencies in force when the
/// store was resolving it, and kept resolved after that.
private final class LazyResolution<R: Reducer>
where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
  private let reducer: R
  private let dependencies: DependencyValues
  private let resolved = Locked<_ResolvedReducer<R.State, R.Action>?>(nil)

  init(_ reducer: R) {
    self.reducer = reducer
    self.dependencies = DependencyValues._current
  }

  func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    let resolved = self.resolved.withLock { resolved in
      if let resolved { return resolved }
      // Outside any store's resolution: this level's `body` is built now, and a reducer of the
      // same type inside it is left for later in turn.
      let new = DependencyValues.$_current.withValue(self.dependencies) {
        RecursiveResolution.$typesInProgress.withValue([]) {
          RecursiveResolution.resolve(self.reducer)
        }
      }
      resolved = new
      return new
    }
    return resolved.run(&state, action)
  }
}

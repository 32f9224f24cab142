import Dependencies

/// The bookkeeping that lets a store resolve a feature that contains itself.
///
/// A store resolves its reducer once, building each `body` it is made of (see
/// ``Reducer/_resolve()``). A recursive feature, such as a row whose `body` runs
/// `.forEach(\.rows, action: \.rows) { Self() }`, would be built forever that way: its state is
/// finite at any moment, but its reducer tree is not. So while a type's `body` is being resolved,
/// a reducer of that same type met inside it is not resolved there: it is resolved when an action
/// first reaches it, one level at a time, and the result is kept for the actions after.
enum RecursiveResolution {
  /// The reducer types whose `body` is being resolved, outermost first.
  @TaskLocal static var typesInProgress: Set<ObjectIdentifier> = []

  /// Resolves `reducer` as its `body`, unless a reducer of its type is already being resolved
  /// further out: then it is resolved lazily.
  static func resolve<R: Reducer>(_ reducer: R) -> _ResolvedReducer<R.State, R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    let type = ObjectIdentifier(R.self)
    let inProgress = Self.typesInProgress
    guard !inProgress.contains(type) else {
      return _ResolvedReducer(run: LazyResolution(reducer).reduce(into:action:))
    }
    var inner = inProgress
    inner.insert(type)
    return Self.$typesInProgress.withValue(inner) { reducer.body._resolve() }
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

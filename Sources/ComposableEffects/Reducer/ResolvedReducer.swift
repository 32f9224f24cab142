/// A reducer resolved once for a store to run: see ``Reducer/_resolve()``.
///
/// It erases the resolved reducer's type, so that a composition's types do not depend on
/// whether its parts were resolved.
public struct _ResolvedReducer<State, Action>: Reducer {
  @usableFromInline
  let run: (inout State, Action) -> Effect<Action>

  /// Runs `reducer`, which is already resolved.
  @inlinable
  init<R: Reducer<State, Action>>(_ reducer: R) {
    self.run = reducer.reduce(into:action:)
  }

  /// Runs `run`.
  @inlinable
  init(run: @escaping (inout State, Action) -> Effect<Action>) {
    self.run = run
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.run(&state, action)
  }

  @inlinable
  public func _resolve() -> Self {
    self
  }
}

/// Groups reducers so that an operator such as `ifLet` or `.dependency(_:_:)` applies to all
/// of them.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   CombineReducers {
///     Scope(state: \.profile, action: \.profile) { Profile() }
///     Reduce { state, action in … }
///   }
///   .dependency(\.uuid, .incrementing)
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder lists; they run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reducers.reduce(into: &state, action: action)
  }

  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    self.reducers._resolve()
  }
}

extension Reducer {
  /// Runs another reducer after this one whenever an action changes a value derived from the
  /// state: logic that reacts to a change, whichever action made it.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .onChange(of: \.searchQuery) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .run { send in
  ///           try await clock.sleep(for: .milliseconds(300))
  ///           await send(.search(newValue))
  ///         }
  ///         .cancellable(id: CancelID.search, cancelInFlight: true)
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; when they differ, `reducer` is built
  /// from both and run with the same action, and its effects are merged with this reducer's.
  ///
  /// > Important: Only changes this reducer makes are seen. Apply `onChange` to the reducer
  /// > whose changes matter: a change made by a reducer listed after it, or by a parent feature,
  /// > is not.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, derived from the state.
  ///   - reducer: Builds the reducer to run, from the old and the new value.
  /// - Returns: A reducer that runs this reducer, then `reducer` when the value changed.
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// A reducer that runs another one when a value derived from the state changes, built by
/// ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer<Base.State, Base.Action>>:
  Reducer
{
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard oldValue != newValue else { return baseEffects }
    return baseEffects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    _ResolvedReducer(
      _OnChangeReducer<_ResolvedReducer, Value, Changed>(
        base: self.base._resolve(), toValue: self.toValue, reducer: self.reducer
      )
    )
  }
}

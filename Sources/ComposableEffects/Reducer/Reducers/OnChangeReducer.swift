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
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs another reducer after this one whenever an action changes a value derived from the
  /// state, as decided by `isDuplicate`: for values that are not `Equatable`, or to ignore
  /// changes that do not matter.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { _, query in
  ///     Reduce { _, _ in .send(.search(query)) }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, derived from the state.
  ///   - isDuplicate: Whether two values are the same; `reducer` runs when it returns `false`.
  ///   - reducer: Builds the reducer to run, from the old and the new value.
  /// - Returns: A reducer that runs this reducer, then `reducer` when the value changed.
  public func onChange<Value, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that runs another one when a value derived from the state changes, built by
/// ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer<Base.State, Base.Action>>:
  Reducer
{
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    _ResolvedReducer(
      _OnChangeReducer<_ResolvedReducer, Value, Changed>(
        base: self.base._resolve(), toValue: self.toValue, isDuplicate: self.isDuplicate,
        reducer: self.reducer
      )
    )
  }
}

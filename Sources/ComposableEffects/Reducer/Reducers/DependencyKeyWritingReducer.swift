extension Reducer {
  /// Sets a dependency for this reducer and the effects it creates: the way to give part of a
  /// feature its own clients, or to override one in a preview.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.onboarding, action: \.onboarding) {
  ///     Feature()
  ///       .dependency(\.apiClient, .mock)
  ///       .dependency(\.userDefaults, .ephemeral)
  ///   }
  /// }
  /// ```
  ///
  /// Effects keep the dependencies in force when they were created, so an effect this reducer
  /// returns uses `value` for as long as it runs. When the same dependency is set twice, the
  /// innermost setting (the one closest to the reducer) wins.
  ///
  /// - Parameters:
  ///   - keyPath: The key path to the dependency.
  ///   - value: The dependency's value for this reducer.
  /// - Returns: This reducer, run with the dependency set.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes a dependency for this reducer and the effects it creates, starting from its
  /// current value.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { apiClient in
  ///     apiClient.baseURL = stagingURL
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path to the dependency.
  ///   - transform: Changes the dependency in place.
  /// - Returns: This reducer, run with the dependency changed.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs another one with changed dependencies, built by
/// ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }

  /// The base is resolved with the dependencies set too: its `body` reads them.
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = withDependencies(self.update) { self.base._resolve() }
    return _ResolvedReducer(_DependencyKeyWritingReducer<_ResolvedReducer>(base: base, update: self.update))
  }

  // Chained settings make one reducer with one `withDependencies`, not one per setting. The
  // settings made earlier (closer to the reducer) apply last, so they win.

  /// Sets a dependency for this reducer and the effects it creates.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Changes a dependency for this reducer and the effects it creates, starting from its
  /// current value.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}

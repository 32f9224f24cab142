extension TestStore {
  /// Runs `operation` with the store's ``exhaustivity`` set to `exhaustivity`, then puts the
  /// previous one back.
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoading = true }
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the steps in `operation` with the store's ``exhaustivity`` set to `exhaustivity`,
  /// then puts the previous one back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.loginButtonTapped)
  ///   await store.receive(\.loginResponse.success) { $0.user = .mock }
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Runs `operation` with the store's ``dependencies`` changed by `updateValuesForOperation`,
  /// then puts the previous ones back.
  ///
  /// ```swift
  /// store.withDependencies {
  ///   $0.uuid = .incrementing
  /// } operation: {
  ///   store.assert { $0.items = [] }
  /// }
  /// ```
  @discardableResult
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try operation()
  }

  /// Runs the steps in `operation` with the store's ``dependencies`` changed by
  /// `updateValuesForOperation`, then puts the previous ones back.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.factClient.fetch = { _ in throw SomeError() }
  /// } operation: {
  ///   await store.send(.factButtonTapped)
  ///   await store.receive(\.factResponse.failure)
  /// }
  /// ```
  @discardableResult
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) async throws -> Void,
    operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    var dependencies = previous
    try await updateValuesForOperation(&dependencies)
    self.dependencies = dependencies
    return try await operation()
  }
}

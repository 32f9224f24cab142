#if !canImport(SwiftUI)
  /// Runs `body`, a change of state, as part of `transaction`: where SwiftUI does not exist
  /// nothing is drawn, so this only runs `body` and returns what it returns.
  ///
  /// Code written for SwiftUI's `withTransaction` compiles unchanged on Linux.
  public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body`, a change of state, with `animation`: where SwiftUI does not exist nothing is
  /// drawn, so this only runs `body` and returns what it returns.
  ///
  /// ```swift
  /// withAnimation(.easeInOut) {
  ///   store.send(.toggleButtonTapped)
  /// }
  /// ```
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
  }
#endif

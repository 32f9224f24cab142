extension DependencyValues {
  /// Whether the feature runs presented (by `ifLet(\.$destination, …)`) or pushed on a stack
  /// (by `forEach(\.path, …)`), so that `@Dependency(\.dismiss)` can dismiss it.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// @Dependency(\.dismiss) var dismiss
  ///
  /// case .closeButtonTapped:
  ///   return .run { _ in
  ///     if isPresented {
  ///       await dismiss()
  ///     }
  ///   }
  /// ```
  public var isPresented: Bool {
    self.dismiss.isPresented
  }
}

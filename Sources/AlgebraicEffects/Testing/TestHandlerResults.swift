import ConcurrencyExtras

extension TestHandler {
  /// Expects the program's next effect to be `effect`, and answers it with `result`: its
  /// success is what the effect returns, its failure what the effect throws.
  ///
  /// ```swift
  /// try await effect.expect(HTTP.DataFromURL.self, result: .failure(URLError(.notConnectedToInternet)))
  /// ```
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ effect: Handler.Type,
    result: Result<Handler.Output, Handler.Failure>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let result = UncheckedSendable(result)
    try await expect(effect, fileID: fileID, filePath: filePath, line: line, column: column) { _ in
      try result.value.get()
    }
  }

  /// Expects the effect named by `path`, for example `\.HTTP.dataFromURL`, and answers it with
  /// `result`: its success is what the effect returns, its failure what the effect throws.
  nonisolated(nonsending)
  public func expect<Handler: EffectHandler>(
    _ path: KeyPath<EffectPaths, EffectPath<Handler>>,
    result: Result<Handler.Output, Handler.Failure>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await expect(
      Handler.self, result: result, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

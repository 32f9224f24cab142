// The timeouts as nanoseconds that TCA 1.x still accepts, deprecated there and here: each
// behaves exactly as the `Duration` form it forwards to.

extension TestStore {
  /// Waits for every running effect to finish, with the timeout in nanoseconds; see
  /// `finish(timeout:fileID:filePath:line:column:)` with a `Duration`.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: Duration(nanoseconds: nanoseconds),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Receives `expectedAction`, with the timeout in nanoseconds; see
  /// `receive(_:timeout:assert:fileID:filePath:line:column:)`.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receive(
      expectedAction,
      timeout: Duration(nanoseconds: nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Receives an action `isMatching` accepts, with the timeout in nanoseconds.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      isMatching,
      timeout: Duration(nanoseconds: nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Receives an action of the case `actionCase`, with the timeout in nanoseconds.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      actionCase,
      timeout: Duration(nanoseconds: nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Receives the action of the case `actionCase` with `value`, with the timeout in
  /// nanoseconds.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      actionCase,
      value,
      timeout: Duration(nanoseconds: nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension TestStoreTask {
  /// Waits for the effects to finish, with the timeout in nanoseconds; see
  /// `finish(timeout:fileID:filePath:line:column:)` with a `Duration`.
  @available(*, deprecated, message: "Pass the timeout as a 'Duration', such as '.seconds(1)'.")
  @_disfavoredOverload
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: Duration(nanoseconds: nanoseconds),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Duration {
  fileprivate init(nanoseconds: UInt64) {
    self = .nanoseconds(Int64(clamping: nanoseconds))
  }
}

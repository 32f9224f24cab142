// TCA's test store also takes its timeouts as nanoseconds (`timeout: NSEC_PER_SEC / 2`), as it
// did before `Duration`; these forms take them so, and wait exactly as the `Duration` forms do.

extension TestStore {
  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,_,_,_,_,_,_)`` with the
  /// timeout in nanoseconds: `await store.receive(.response, timeout: NSEC_PER_SEC)`.
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receive(
      expectedAction, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Receives an action of the case `actionCase`, with the timeout in nanoseconds.
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      actionCase, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Receives an action of the case `actionCase` with the associated `value`, with the
  /// timeout in nanoseconds.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      actionCase, value, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Receives an action `isMatching` accepts, with the timeout in nanoseconds.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      isMatching, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` with the timeout in
  /// nanoseconds: `await store.finish(timeout: NSEC_PER_SEC)`.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

extension TestStoreTask {
  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` with the timeout in
  /// nanoseconds: `await task.finish(timeout: NSEC_PER_SEC / 2)`.
  @MainActor
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

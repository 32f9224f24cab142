extension Effect {
  /// An effect that runs an asynchronous operation and sends the one action it returns.
  ///
  /// This is the older form used before ``run(priority:operation:catch:fileID:filePath:line:column:)``
  /// could send any number of actions.
  @available(*, deprecated, message: "Use 'Effect.run' and send the action with 'await send(…)'.")
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Action,
    catch handler: (@Sendable (_ error: any Error) async -> Action)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    var catchHandler: (@Sendable (any Error, Send<Action>) async -> Void)?
    if let handler {
      catchHandler = { error, send in
        let action = await handler(error)
        await send.deliver(UncheckedSendable(action))
      }
    }
    return .run(
      priority: priority,
      operation: { send in
        let action = try await operation()
        await send.deliver(UncheckedSendable(action))
      },
      catch: catchHandler,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// An effect that runs asynchronous work and sends nothing back.
  ///
  /// This is the older form of an ``run(priority:operation:catch:fileID:filePath:line:column:)``
  /// that ignores its `send`.
  @available(*, deprecated, message: "Use 'Effect.run' and ignore its 'send' argument.")
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    .run(
      priority: priority,
      operation: { _ in try await work() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The handlers in force at one moment, captured to run code under them later.
///
/// `@EffectScope` stores one in each instance and runs every method in it; you can use it
/// directly to bake handlers into any value:
///
/// ```swift
/// let scope = with {
///   Console.Print { Console.print($0.uppercased()) }
/// } perform: {
///   CapturedEffectScope()
/// }
/// scope.run { Console.print("hello") }  // HELLO
/// ```
public struct CapturedEffectScope: Sendable {
  let frame: HandlerFrame?

  /// Captures the handlers in force where it is called.
  public init() {
    frame = HandlerScope.effective
  }

  /// Runs synchronous `body` under the captured handlers instead of the caller's.
  public func run<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    try HandlerScope.binding(frame, body)
  }

  /// Runs asynchronous `body` under the captured handlers instead of the caller's.
  nonisolated(nonsending)
  public func run<R, E: Error>(
    _ body: nonisolated(nonsending) () async throws(E) -> R
  ) async throws(E) -> R {
    try await HandlerScope.binding(frame, isolation: #isolation, body)
  }
}

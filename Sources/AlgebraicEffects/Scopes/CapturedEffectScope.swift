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
    try HandlerScope.binding(layered(on: HandlerScope.effective), body)
  }

  /// Runs asynchronous `body` under the captured handlers instead of the caller's.
  nonisolated(nonsending)
  public func run<R, E: Error>(
    _ body: nonisolated(nonsending) () async throws(E) -> R
  ) async throws(E) -> R {
    try await HandlerScope.binding(layered(on: HandlerScope.current), isolation: #isolation, body)
  }

  /// The caller's scope with the captured handlers over it: the frames of the captured scope
  /// that the caller's does not already hold, in their order. An instance used where it was
  /// created adds nothing, so no handler runs twice.
  func layered(on caller: HandlerFrame?) -> HandlerFrame? {
    guard let frame, frame !== caller else { return caller }
    var callers = Set<ObjectIdentifier>()
    var next = caller
    while let current = next {
      callers.insert(ObjectIdentifier(current))
      next = current.outer
    }
    var captured: [HandlerFrame] = []
    next = frame
    while let current = next, !callers.contains(ObjectIdentifier(current)) {
      captured.append(current)
      next = current.outer
    }
    return captured.reversed().reduce(caller) { outer, frame in frame.reinstalled(on: outer) }
  }
}

/// Installs effect handlers for the dynamic extent of a synchronous body.
///
/// Handlers nest like `do`/`catch`: the innermost handler for an effect handles it, and a
/// handler that performs its own effect passes it to the next handler outward.
///
/// ```swift
/// func main() {
///   with {
///     Console.Print { line in
///       Console.print(line.uppercased())  // forwarded to the next handler outward
///     }
///   } perform: {
///     echo()
///   }
/// }
/// ```
///
/// The handlers stay installed in every task the body starts with `Task.effect`, `async let` or
/// a task group, and are invisible everywhere else.
///
/// - Parameters:
///   - handlers: The handlers to install. They nest in listing order: the first listed is
///     outermost, the last innermost (it handles first, and forwards to those before it), as
///     `with { A } perform: { with { B } perform: { … } }` for `with { A; B }`.
///   - body: The code to run with the handlers installed.
/// - Returns: What `body` returns.
public func with<R, E: Error>(
  @EffectHandlersBuilder _ handlers: () -> EffectHandlers,
  perform body: () throws(E) -> R
) throws(E) -> R {
  let scope = handlers().install(in: HandlerScope.effective)
  return try HandlerScope.binding(scope, body)
}

/// Installs effect handlers for the dynamic extent of an asynchronous body.
///
/// The asynchronous counterpart of the synchronous `with(_:perform:)`: handlers are
/// inherited by child tasks, so they stay in force across `async let`, task groups and
/// `Task.effect`.
///
/// ```swift
/// let data = try await with {
///   HTTP.Data { url in
///     if let data = cache[url] { return data }
///     return try await HTTP.data(for: url)  // forwarded to the next handler outward
///   }
/// } perform: {
///   try await loadProfile()
/// }
/// ```
///
/// - Parameters:
///   - handlers: The handlers to install. They nest in listing order: the first listed is
///     outermost, the last innermost (it handles first, and forwards to those before it), as
///     `with { A } perform: { with { B } perform: { … } }` for `with { A; B }`.
///   - body: The code to run with the handlers installed.
/// - Returns: What `body` returns.
nonisolated(nonsending)
public func with<R, E: Error>(
  @EffectHandlersBuilder _ handlers: () -> EffectHandlers,
  perform body: nonisolated(nonsending) () async throws(E) -> R
) async throws(E) -> R {
  let scope = handlers().install(in: HandlerScope.current)
  return try await HandlerScope.binding(scope, isolation: #isolation, body)
}

/// Installs one effect handler for the dynamic extent of a synchronous body:
///
/// ```swift
/// with(Console.Print { line in Console.print(line.uppercased()) }) {
///   echo()
/// }
/// ```
///
/// - Parameters:
///   - handler: The handler to install.
///   - body: The code to run with the handler installed.
/// - Returns: What `body` returns.
public func with<Handler: EffectHandler, R, E: Error>(
  _ handler: Handler,
  perform body: () throws(E) -> R
) throws(E) -> R {
  try HandlerScope.binding(HandlerFrameOf(handler, outer: HandlerScope.effective), body)
}

/// Installs one effect handler for the dynamic extent of an asynchronous body:
///
/// ```swift
/// let profile = try await with(HTTP.Data { _ in cachedProfile }) {
///   try await loadProfile()
/// }
/// ```
///
/// - Parameters:
///   - handler: The handler to install.
///   - body: The code to run with the handler installed.
/// - Returns: What `body` returns.
nonisolated(nonsending)
public func with<Handler: EffectHandler, R, E: Error>(
  _ handler: Handler,
  perform body: nonisolated(nonsending) () async throws(E) -> R
) async throws(E) -> R {
  let scope = HandlerFrameOf(handler, outer: HandlerScope.current)
  return try await HandlerScope.binding(scope, isolation: #isolation, body)
}

/// A list of handlers to install, built by ``EffectHandlersBuilder`` inside `with { … }`.
public struct EffectHandlers: Sendable {
  /// Each element pushes one handler's frame onto a scope.
  let installers: [@Sendable (HandlerFrame?) -> HandlerFrame]

  init(_ installers: [@Sendable (HandlerFrame?) -> HandlerFrame]) {
    self.installers = installers
  }

  /// The scope made of these handlers inside `outer`. They nest in listing order: the first
  /// listed is outermost and the last innermost, exactly as if each were installed by its own
  /// `with` inside the previous one's (Swift Effect's order).
  func install(in outer: HandlerFrame?) -> HandlerFrame? {
    installers.reduce(outer) { scope, install in install(scope) }
  }
}

/// Builds the handler list of `with { … } perform: { … }`: any number of handlers, with `if`,
/// `if`/`else`, `switch` and `for` to choose them.
///
/// ```swift
/// with {
///   if enableLogging {
///     Console.Print { line in
///       log.withLock { $0.append(line) }
///       Console.print(line)
///     }
///   }
///   Console.ReadLine { Console.readLine()?.uppercased() }
/// } perform: {
///   echo()
/// }
/// ```
@resultBuilder
public enum EffectHandlersBuilder {
  /// A single handler.
  public static func buildExpression<Handler: EffectHandler>(_ handler: Handler) -> EffectHandlers {
    EffectHandlers([{ outer in HandlerFrameOf(handler, outer: outer) }])
  }

  /// A list of handlers built elsewhere.
  public static func buildExpression(_ handlers: EffectHandlers) -> EffectHandlers {
    handlers
  }

  /// Handlers listed one after another.
  public static func buildBlock(_ components: EffectHandlers...) -> EffectHandlers {
    EffectHandlers(components.flatMap(\.installers))
  }

  /// Handlers behind an `if` without `else`.
  public static func buildOptional(_ component: EffectHandlers?) -> EffectHandlers {
    component ?? EffectHandlers([])
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: EffectHandlers) -> EffectHandlers {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: EffectHandlers) -> EffectHandlers {
    component
  }

  /// Handlers made in a `for` loop.
  public static func buildArray(_ components: [EffectHandlers]) -> EffectHandlers {
    EffectHandlers(components.flatMap(\.installers))
  }

  /// Handlers behind an `if #available`.
  public static func buildLimitedAvailability(_ component: EffectHandlers) -> EffectHandlers {
    component
  }
}

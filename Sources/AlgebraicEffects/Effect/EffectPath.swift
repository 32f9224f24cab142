/// Names an effect in a key path, so that tests can write `effect.expect(\.Console.readLine)`.
///
/// `@Effect` generates one for each effect, as an instance property named after the effect.
public struct EffectPath<Handler: EffectHandler>: Sendable {
  /// Creates a path; `@Effect` generates the calls.
  public init() {}
}

/// The root of the key paths a test handler's `expect` accepts.
///
/// A namespace of effects opts in to key-path sugar with one line that names it:
///
/// ```swift
/// enum Console {
///   @Effect static func readLine() -> String? { Swift.readLine() }
///   @Effect static func print(_ line: String) { Swift.print(line) }
/// }
///
/// extension EffectPaths {
///   var Console: EffectNamespace<Console> { .init() }
/// }
///
/// // in a test:
/// try await effect.expect(\.Console.readLine, return: "Hello")
/// try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
/// ```
///
/// The property's name is what tests write after `\.`; by convention it is the namespace's name.
public struct EffectPaths: Sendable {
  /// Creates the root; never needed outside key paths.
  public init() {}
}

/// The effects of one namespace, as members of a key path rooted at ``EffectPaths``.
///
/// See ``EffectPaths`` for how a namespace opts in.
@dynamicMemberLookup
public struct EffectNamespace<Namespace>: Sendable {
  /// Creates the namespace's paths; write it in the opt-in extension of ``EffectPaths``.
  public init() {}

  /// The path of one of the namespace's effects. The key path is used only for its type: it
  /// is never applied, so namespaces without instances (enums) work.
  public subscript<Handler>(
    dynamicMember keyPath: KeyPath<Namespace, EffectPath<Handler>>
  ) -> EffectPath<Handler> {
    EffectPath()
  }
}

import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@EffectScope`: stores the handlers in force when an instance is created and marks every
/// instance method to run under them.
public struct EffectScopeMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard hasInstances(declaration) else {
      throw MacroError(
        "notInstanceType",
        "@EffectScope applies to a struct, class or actor: each instance keeps the handlers it was created under"
      ).error(at: node)
    }
    return ["private let _effectScope = AlgebraicEffects.CapturedEffectScope()"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard hasInstances(declaration), let function = member.as(FunctionDeclSyntax.self),
      function.body != nil,
      !function.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }),
      !function.attributes.contains(where: {
        let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        return name == "EffectScoped" || name == "EffectScopeIgnored"
      })
    else { return [] }
    return ["@EffectScoped"]
  }

  /// Only these have instances to store the handlers in; the member expansion reports the rest.
  private static func hasInstances(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
      || declaration.is(ActorDeclSyntax.self)
  }
}

/// `@EffectScopeIgnored`: marks a method of an `@EffectScope` type that runs in its caller's
/// scope only. It expands to nothing; `@EffectScope` reads it.
public struct EffectScopeIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

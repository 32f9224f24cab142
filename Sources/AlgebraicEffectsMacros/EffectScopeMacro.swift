import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@EffectScope`: stores the handlers in force at initialisation and marks every instance
/// method to run under them.
public struct EffectScopeMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
      || declaration.is(ActorDeclSyntax.self)
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: Syntax(node),
          message: EffectDiagnostic(
            "@EffectScope applies to a struct, class or actor: it stores the handlers in each instance"
          )
        )
      ])
    }
    return [
      """
      /// The handlers in force when this instance was created; its methods run under them.
      private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      """
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let function = member.as(FunctionDeclSyntax.self), function.body != nil,
      !function.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      })
    else { return [] }
    return ["@EffectScoped"]
  }
}

/// `@EffectScoped`: runs a method's body under the handlers its instance captured.
public struct EffectScopedMacro: BodyMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self), let body = function.body else {
      return []
    }
    let effects = function.signature.effectSpecifiers
    let tryAwait =
      (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
    return [
      """
      return \(raw: tryAwait)_effectScope.run \(body.trimmed)
      """
    ]
  }
}

import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_DirectCasePaths`: conforms an enum to `_DirectCasePathable` with a table of its cases'
/// key paths and the direct case paths `@CasePathable` generates, so that reducers extract a
/// child action with a `switch` instead of applying the key path on every action.
public struct DirectCasePathsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // A generic or local enum has no static stored property to keep the table in: it keeps
    // the generic route.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self),
      enumDecl.genericParameterClause == nil,
      !protocols.isEmpty,
      !context.lexicalContext.contains(where: isGenericOrLocal)
    else { return [] }
    let access = Self.access(of: enumDecl, in: context.lexicalContext)
    let lines = enumDecl.memberBlock.members.caseLines { element, _ in
      let name = element.name.text
      return ["table.add(\\Self.Cases.\(name), Self.allCasePaths.\(name))"]
    }
    let body = lines.isEmpty ? "_ in" : "table in\n" + lines.joined(separator: "\n")
    return [
      try ExtensionDeclSyntax(
        """
        \(raw: enumDecl.attributes.availability)extension \(type.trimmed): ComposableEffects._DirectCasePathable {
          \(raw: access)static let _$directCasePaths = ComposableEffects._DirectCasePathTable<Self> { \(raw: body)
          }
        }
        """
      )
    ]
  }

  /// The table's access: the enum's own, or `fileprivate` when it or a type around it is
  /// private, since the extension is at file scope.
  private static func access(of enumDecl: EnumDeclSyntax, in lexicalContext: [Syntax]) -> String {
    let modifiers = [enumDecl.modifiers] + lexicalContext.compactMap {
      $0.asProtocol(WithModifiersSyntax.self)?.modifiers
    }
    let isPrivate = modifiers.contains { list in
      list.contains {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      }
    }
    if isPrivate { return "fileprivate " }
    return enumDecl.modifiers
      .first { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package) }
      .map { "\($0.name.text) " } ?? ""
  }

  private static func isGenericOrLocal(_ syntax: Syntax) -> Bool {
    if let generic = syntax.asProtocol(WithGenericParametersSyntax.self) {
      return generic.genericParameterClause != nil || syntax.is(FunctionDeclSyntax.self)
    }
    return syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
      || syntax.is(AccessorDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
  }
}

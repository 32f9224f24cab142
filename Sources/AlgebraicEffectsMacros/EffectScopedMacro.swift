import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@EffectScoped`: runs a method's body under the handlers its instance captured.
public struct EffectScopedMacro: BodyMacro {
  /// The body keeps its statements exactly as written, which the formatter would lay out again.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self), let body = function.body else {
      throw MacroError(
        "notMethod",
        "@EffectScoped applies to an instance method with a body, inside an @EffectScope type"
      ).error(at: declaration)
    }
    let effects = function.signature.effectSpecifiers
    let isAsync = effects?.asyncSpecifier != nil
    let failure = effects?.throwsClause?.failure
    let tryAwait = (failure == nil ? "" : "try ") + (isAsync ? "await " : "")
    var signature = ""
    if let failure, failure != "any Error" {
      // Unannotated, the closure would throw `any Error`, which the method cannot rethrow.
      signature = " ()\(isAsync ? " async" : "") throws(\(failure)) in"
    }
    let step = indentationStep(
      of: function, body: body, depth: context.lexicalContext.count)
    let statements = body.dedentedLines.joined(separator: "\n")
    let source =
      statements.isEmpty
      ? "return \(tryAwait)_effectScope.run " + (signature.isEmpty ? "{}" : "{\(signature) }")
      : """
      return \(tryAwait)_effectScope.run {\(signature)
      \(statements.indented(by: step))
      }
      """
    // The expansion wraps the statements in braces but leaves their indentation to the macro.
    return ["\(raw: source.indented(by: step))"]
  }
}

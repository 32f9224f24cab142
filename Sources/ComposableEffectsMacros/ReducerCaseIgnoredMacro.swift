import MacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer` enum as state only, which `@Reducer`
/// keeps in the enum's `State` and leaves out of its `Action` and `body`. It generates nothing.
public struct ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try checkReducerCase(node, declaration, in: context)
    return []
  }
}

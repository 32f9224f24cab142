import MacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: marks a case of a `@Reducer` enum as holding state with actions and
/// no reducer, like `AlertState<Alert>`, for which `@Reducer` generates an action case and no
/// scope. It generates nothing.
public struct ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try checkReducerCase(node, declaration, in: context)
    return []
  }
}

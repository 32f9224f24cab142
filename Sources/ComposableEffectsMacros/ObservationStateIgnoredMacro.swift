import MacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: leaves a stored property of an `@ObservableState` struct as it
/// is, unobserved.
public struct ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

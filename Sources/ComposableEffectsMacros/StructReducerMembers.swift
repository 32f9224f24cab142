import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension ReducerMacro {
  /// The members `@Reducer` gives a struct that leaves them out, so that `@Reducer struct
  /// Placeholder {}` is a feature that does nothing: an empty `State` and `Action`, and a `body`
  /// that changes nothing. A struct with a `body` or a `reduce(into:action:)` gets no `State` or
  /// `Action`, since its reducer may name other types for them.
  static func structMembers(of structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access =
      structDecl.modifiers
      .first { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package) }
      .map { "\($0.name.text) " } ?? ""
    let declaredNames = Set(structDecl.memberBlock.members.flatMap(\.decl.declaredNames))
    let hasReducer = declaredNames.contains("body") || declaredNames.contains("reduce")

    var members: [DeclSyntax] = []
    if !hasReducer && !declaredNames.contains("State") {
      members.append(
        """
        @ComposableEffects.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """
      )
    }
    if !hasReducer && !declaredNames.contains("Action") {
      members.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasReducer {
      members.append(
        "\(raw: access)let body = ComposableEffects.EmptyReducer<Self.State, Self.Action>()"
      )
    }
    return members
  }
}

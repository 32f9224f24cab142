import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension ReducerMacro {
  /// The members `@Reducer` gives an enum whose cases hold features: `State` and `Action`, with a
  /// case for each, and a static `body` that scopes each feature to its case. A member the enum
  /// declares itself is not generated.
  ///
  /// `stateConformances` and `actionConformances` extend the generated enums' inheritance
  /// clauses (`@Reducer(state: .equatable)`), each as ", Swift.Equatable" and so on.
  static func enumMembers(
    of enumDecl: EnumDeclSyntax,
    stateConformances: String = "",
    actionConformances: String = "",
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let cases = ReducerCases(of: enumDecl, in: context)
    let access =
      enumDecl.modifiers
      .first { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package) }
      .map { "\($0.name.text) " } ?? ""
    let declaredNames = Set(enumDecl.memberBlock.members.flatMap(\.decl.declaredNames))

    var members: [DeclSyntax] = []
    if !declaredNames.contains("State") {
      let stateCases = cases.lines(\.stateCase).joined(separator: "\n")
      members.append(
        """
        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        \(raw: access)enum State: ComposableEffects.CaseReducerState\(raw: stateConformances) {
          \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: stateCases)
        }
        """
      )
    }
    if !declaredNames.contains("Action") {
      let actionCases = cases.lines(\.actionCase)
      members.append(
        cases.all.allSatisfy({ $0.actionCase == nil })
          ? """
          @CasePaths.CasePathable
          \(raw: access)enum Action\(raw: actionConformances.isEmpty ? "" : ":" + actionConformances.dropFirst()) {}
          """
          : """
          @CasePaths.CasePathable
          \(raw: access)enum Action\(raw: actionConformances.isEmpty ? "" : ":" + actionConformances.dropFirst()) {
          \(raw: actionCases.joined(separator: "\n"))
          }
          """
      )
    }
    if !declaredNames.contains("body") {
      let scopes = cases.lines(\.scope)
      if cases.all.allSatisfy({ $0.scope == nil }) {
        members.append(
          """
          @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: ComposableEffects.EmptyReducer<Self.State, Self.Action> {
            ComposableEffects.EmptyReducer<Self.State, Self.Action>()
          }
          """
        )
      } else {
        // As in TCA, `Reduce` erases the nested scopes' type, which the compiler would
        // otherwise check again in every parent that names the body.
        members.append(
          """
          @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
            ComposableEffects.Reduce(
              ComposableEffects.CombineReducers {
          \(raw: scopes.joined(separator: "\n"))
              }
            )
          }
          """
        )
      }
    }
    return members
  }
}

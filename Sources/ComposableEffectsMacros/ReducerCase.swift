import MacroSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// One case of a `@Reducer` enum, and what the enum's `State`, `Action` and `body` get for it.
struct ReducerCase {
  /// What a case holds, which decides what the macro generates for it.
  enum Kind {
    /// A feature, whose reducer runs on the case's state: `case edit(EditFeature)`, or
    /// `case edit(EditFeature = EditFeature(isNew: true))`, whose default value is the reducer.
    case feature(TypeSyntax, reducer: String)
    /// State with actions and no reducer, like `AlertState<Alert>`: its actions are its type's
    /// `Action`, which the presenting reducer handles.
    case ephemeral(TypeSyntax)
    /// State only, kept in `State` as written and left out of `Action` and `body`.
    case ignored
  }

  let element: EnumCaseElementSyntax
  let kind: Kind

  /// The case in the generated `State`.
  var stateCase: String {
    switch kind {
    case .feature(let type, _):
      return "case \(replacingValue(with: "\(type.trimmedDescription).State"))"
    case .ephemeral(let type):
      return "case \(replacingValue(with: type.trimmedDescription))"
    case .ignored:
      return "case \(element.trimmedDescription)"
    }
  }

  /// The case in the generated `Action`, if the case has actions.
  var actionCase: String? {
    switch kind {
    case .feature(let type, _), .ephemeral(let type):
      return "case \(replacingValue(with: "\(type.trimmedDescription).Action"))"
    case .ignored:
      return nil
    }
  }

  /// The scope in the generated `body` that runs the case's feature, if it holds one.
  var scope: String? {
    guard case .feature(_, let reducer) = kind else { return nil }
    let name = element.name.text
    return """
      ComposableEffects.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
      }
      """
  }

  /// The element with its one value, label kept, of type `type` and with no default value.
  private func replacingValue(with type: String) -> String {
    let parameter = element.parameterClause?.parameters.first
    let label = parameter?.firstName.map { "\($0.text): " } ?? ""
    return "\(element.name.text)(\(label)\(type))"
  }
}

/// The cases of a `@Reducer` enum, each classified once, and the lines generated from them.
struct ReducerCases {
  private let members: MemberBlockItemListSyntax
  private let casesByElement: [SyntaxIdentifier: ReducerCase]
  /// The cases in the order written, those inside `#if` blocks included.
  let all: [ReducerCase]

  /// The cases of `enumDecl`, classified as TCA does; misuse is diagnosed in `context`, and the
  /// case is then kept as state only, so that the rest of the enum still expands.
  init(of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext) {
    members = enumDecl.memberBlock.members
    var all: [ReducerCase] = []
    var diagnosedDecls: Set<SyntaxIdentifier> = []
    for (caseDecl, element) in members.caseElements {
      let isIgnored = caseDecl.attributes.contains(
        "ReducerCaseIgnored", module: "ComposableEffects")
      let isEphemeral = caseDecl.attributes.contains(
        "ReducerCaseEphemeral", module: "ComposableEffects")
      if isIgnored, isEphemeral, diagnosedDecls.insert(caseDecl.id).inserted {
        context.diagnose(
          Diagnostic(
            node: caseDecl.attributes,
            message: MacroError(
              "ignoredAndEphemeral",
              "A case is either @ReducerCaseIgnored (state only, no actions) or @ReducerCaseEphemeral (state with actions and no reducer), not both"
            )
          )
        )
      }
      all.append(
        ReducerCase(
          element: element,
          kind: ReducerCase.kind(
            of: element, isIgnored: isIgnored, isEphemeral: isEphemeral, in: context)
        )
      )
    }
    self.all = all
    casesByElement = Dictionary(uniqueKeysWithValues: all.map { ($0.element.id, $0) })
  }

  /// The line `line` generates for each case that has one, inside the `#if` blocks the cases
  /// are declared in.
  func lines(_ line: (ReducerCase) -> String?) -> [String] {
    members.caseLines { element, _ in
      casesByElement[element.id].flatMap(line).map { [$0] } ?? []
    }
  }
}

extension ReducerCase {
  fileprivate static func kind(
    of element: EnumCaseElementSyntax,
    isIgnored: Bool,
    isEphemeral: Bool,
    in context: some MacroExpansionContext
  ) -> Kind {
    if isIgnored { return .ignored }
    // As in TCA, a case that does not hold one value of a named type holds plain state:
    // `case meeting(Meeting, syncUp: SyncUp)`, `case loading`, `case items([Item])`.
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first,
      let typeName = parameter.type.typeName
    else {
      if isEphemeral {
        context.diagnose(
          Diagnostic(
            node: element,
            message: MacroError(
              "ephemeralWithoutOneValue",
              "@ReducerCaseEphemeral marks a case that holds one value of a named state type, like 'case alert(AlertState<Alert>)'"
            )
          )
        )
      }
      return .ignored
    }
    if isEphemeral || ephemeralTypeNames.contains(typeName) {
      return .ephemeral(parameter.type)
    }
    if plainValueTypeNames.contains(typeName) {
      context.diagnose(
        Diagnostic(
          node: parameter.type,
          message: MacroError(
            "notReducer",
            "'\(parameter.type.trimmedDescription)' is not a reducer: mark the case @ReducerCaseIgnored to keep it in State only, or @ReducerCaseEphemeral if its type has actions of its own"
          )
        )
      )
      return .ignored
    }
    let reducer =
      parameter.defaultValue?.value.trimmedDescription ?? "\(parameter.type.trimmedDescription)()"
    return .feature(parameter.type, reducer: reducer)
  }

  /// The state types that TCA treats as ephemeral without `@ReducerCaseEphemeral`.
  private static let ephemeralTypeNames: Set<String> = ["AlertState", "ConfirmationDialogState"]

  /// Standard types that are certainly not reducers, for which `Type.State` would fail with a
  /// message that does not say what to do.
  private static let plainValueTypeNames: Set<String> = [
    "Bool", "Character", "Data", "Date", "Decimal", "Double", "Float", "Int", "Int8", "Int16",
    "Int32", "Int64", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "URL", "UUID",
  ]
}

extension TypeSyntax {
  /// The last name of a named type, `AlertState` in `ComposableEffects.AlertState<Alert>`; `nil`
  /// for tuples, optionals, arrays, functions and other structural types.
  fileprivate var typeName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    return nil
  }
}

/// Reports a case marker, `@ReducerCaseIgnored` or `@ReducerCaseEphemeral`, written where
/// `@Reducer` does not read it: on anything but a case of a `@Reducer` enum.
func checkReducerCase(
  _ node: AttributeSyntax,
  _ declaration: some DeclSyntaxProtocol,
  in context: some MacroExpansionContext
) throws {
  let name = node.attributeName.trimmedDescription
  let enclosing = context.lexicalContext.first?.as(EnumDeclSyntax.self)
  guard declaration.is(EnumCaseDeclSyntax.self),
    enclosing?.attributes.contains("Reducer", module: "ComposableEffects") ?? false
  else {
    throw MacroError(
      "notReducerCase",
      "@\(name) marks a case of a @Reducer enum"
    ).error(at: node)
  }
}

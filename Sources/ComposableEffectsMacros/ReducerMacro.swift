import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: conforms a struct to `Reducer`, makes its `State` and `Action` enums case
/// pathable and its `body` a reducer builder; or makes an enum whose cases hold features a
/// `CaseReducer`, generating its `State`, `Action` and `body`.
public struct ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The other roles stay silent on other declarations, so that the error shows once.
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      throw MacroError(
        "notStructOrEnum",
        "@Reducer applies to a struct that declares a feature's State and Action, and its body or reduce(into:action:); or to an enum whose cases hold features"
      ).error(at: node)
    }
    // The compiler asks only for the conformances the type lacks; the declaration is checked
    // too, for tools that always ask for all of them.
    let conformances = ["CaseReducer", "Reducer"]
      .filter { name in
        // A struct is a plain reducer; an enum is both.
        (name == "Reducer" || declaration.is(EnumDeclSyntax.self))
          && protocols.contains { $0.names(name) }
          && !declaration.statesConformance(to: name, module: "ComposableEffects")
      }
      .map { "ComposableEffects.\($0)" }
    guard !conformances.isEmpty else { return [] }
    let availability = declaration.attributes.availability
    return [
      try ExtensionDeclSyntax(
        "\(raw: availability)extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
      )
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(of: structDecl)
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    return enumMembers(
      of: enumDecl,
      stateConformances: synthesizedConformances(node, label: "state"),
      actionConformances: synthesizedConformances(node, label: "action"),
      in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return caseAttributes(for: enumDecl)
    }
    if let property = member.as(VariableDeclSyntax.self), isBody(property),
      !property.attributes.contains("ReducerBuilder", module: "ComposableEffects")
    {
      return ["@ComposableEffects.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }

  /// `Action` gets case key paths for `receive(\.case)` and `Scope(action:)`; an enum `State`
  /// also gets dynamic member lookup, so that `state.child` reads the payload of a case. Both
  /// get a table of direct case paths, so that reducers scoping along them extract with a
  /// `switch`.
  private static func caseAttributes(for enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    var attributes: [AttributeSyntax] = []
    switch enumDecl.name.text {
    case "Action":
      if !enumDecl.attributes.contains("CasePathable", module: "CasePaths") {
        attributes.append("@CasePaths.CasePathable")
      }
      attributes.append("@ComposableEffects._DirectCasePaths")
    case "State":
      if !enumDecl.attributes.contains("CasePathable", module: "CasePaths") {
        attributes.append("@CasePaths.CasePathable")
      }
      attributes.append("@ComposableEffects._DirectCasePaths")
      if !enumDecl.attributes.contains("dynamicMemberLookup", module: "Swift") {
        attributes.append("@dynamicMemberLookup")
      }
    default:
      break
    }
    return attributes
  }

  /// The computed instance property `body`, which a result builder can build.
  private static func isBody(_ property: VariableDeclSyntax) -> Bool {
    guard property.bindingSpecifier.tokenKind == .keyword(.var), !property.modifiers.isStatic,
      property.bindings.count == 1, let binding = property.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      let accessors = binding.accessorBlock?.accessors
    else { return false }
    switch accessors {
    case .getter:
      return true
    case .accessors(let list):
      return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) && $0.body != nil }
    }
  }
}

extension ReducerMacro {
  /// The protocols named by `@Reducer(state: .equatable, action: .sendable)`'s argument
  /// `label`, as the generated enum's inheritance clause spells them (", Swift.Equatable").
  static func synthesizedConformances(_ node: AttributeSyntax, label: String) -> String {
    guard case .argumentList(let arguments) = node.arguments else { return "" }
    var names: [String] = []
    var inLabel = false
    for argument in arguments {
      if let argumentLabel = argument.label { inLabel = argumentLabel.text == label }
      guard inLabel, let member = argument.expression.as(MemberAccessExprSyntax.self) else {
        continue
      }
      let name = member.declName.baseName.text
      names.append("Swift.\(name.prefix(1).uppercased())\(name.dropFirst())")
    }
    return names.map { ", \($0)" }.joined()
  }
}

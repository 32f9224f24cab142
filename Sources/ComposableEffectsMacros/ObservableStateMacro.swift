import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct's stored properties observable through the `Observation`
/// module, and gives a struct or an enum the identity that tells a new state from an updated one.
public struct ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    // The other roles stay silent on other declarations, so that the error shows once.
    guard declaration.is(StructDeclSyntax.self) else {
      throw MacroError(
        "notStructOrEnum",
        "@ObservableState applies to a struct or an enum: the state of a feature, which a store holds"
      ).error(at: node)
    }
    var members: [DeclSyntax] = [
      """
      @ObservationStateIgnored
      var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()
      """,
      """
      public var _$id: ComposableEffects.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      propertyNames(of: declaration),
    ]
    if protocols.contains(where: { $0.trimmedDescription.hasSuffix("CustomReflectable") }),
      !declaration.statesConformance(to: "CustomReflectable", module: "Swift")
    {
      members.append(mirror(of: declaration))
    }
    return members
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var), !property.modifiers.isStatic,
      !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
      !property.attributes.contains("ObservationStateIgnored", module: "ComposableEffects"),
      !property.attributes.contains("ObservationStateTracked", module: "ComposableEffects"),
      // `@Presents` reports to the registrar itself, through the presentation's storage.
      !property.attributes.contains("Presents", module: "ComposableEffects"),
      !property.attributes.contains("PresentationState", module: "ComposableEffects"),
      // A shared value tells its observers itself, through its box.
      !property.attributes.contains("Shared", module: "ComposableEffects"),
      !property.attributes.contains("SharedReader", module: "ComposableEffects")
    else { return [] }
    guard property.bindings.count == 1, let binding = property.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else {
      throw MacroError(
        "multipleBindings",
        "@ObservableState observes one property per declaration: declare each property with its own 'var'"
      ).error(at: property.bindings)
    }
    switch binding.accessorBlock?.accessors {
    case nil:
      return ["@ObservationStateTracked"]
    case .getter:
      return []
    case .accessors(let accessors):
      let observers = accessors.filter {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
      guard let observer = observers.first else { return [] }
      // Tracking needs the property's accessors, which property observers cannot live beside.
      throw MacroError(
        "propertyObserver",
        "@ObservableState cannot observe a property with '\(observer.accessorSpecifier.text)': change the state in the reducer instead, or mark the property @ObservationStateIgnored"
      ).error(at: binding.pattern)
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    // The compiler lists the conformances the type lacks; the declaration is checked too, for
    // tools that always list them all. `ObservableState` implies `Observable`, which the user's
    // file then needs no `import Observation` to name. An enum keeps its own mirror, which shows
    // its case.
    let conformances = protocols.compactMap { conformance -> String? in
      let name = conformance.trimmedDescription
      if name.hasSuffix("ObservableState") {
        guard !declaration.statesConformance(to: "ObservableState", module: "ComposableEffects")
        else { return nil }
        return "ComposableEffects.ObservableState"
      }
      if name.hasSuffix("CustomReflectable") {
        guard declaration.is(StructDeclSyntax.self),
          !declaration.statesConformance(to: "CustomReflectable", module: "Swift")
        else { return nil }
        return "Swift.CustomReflectable"
      }
      return name
    }
    guard !conformances.isEmpty else { return [] }
    let availability = declaration.attributes.availability
    return [
      try ExtensionDeclSyntax(
        "\(raw: availability)extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
      )
    ]
  }

  /// An enum stores no registrar: it is observed through the property that holds it. Its
  /// identity is its case's, and that of the case's state when the case has a single value.
  /// Cases inside `#if` blocks are switched over inside the same blocks.
  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let members = enumDecl.memberBlock.members
    var tags: [SyntaxIdentifier: Int] = [:]
    for (tag, (_, element)) in members.caseElements.enumerated() {
      tags[element.id] = tag
    }
    var hasCaseWithoutState = false
    var hasCaseWithState = false
    let idCases = members.caseLines { element, _ in
      let name = element.name.trimmedDescription
      let tag = tags[element.id] ?? 0
      if let parameters = element.parameterClause?.parameters, parameters.count == 1 {
        return [
          """
          case let .\(name)(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(\(tag))
          """
        ]
      }
      return [
        """
        case .\(name):
          return ComposableEffects.ObservableStateID()._$tag(\(tag))
        """
      ]
    }
    var willModifyCases = members.caseLines { element, inIfConfig in
      let name = element.name.trimmedDescription
      if let parameters = element.parameterClause?.parameters, parameters.count == 1,
        let parameter = parameters.first
      {
        hasCaseWithState = true
        let label = parameter.firstName.map { "\($0.trimmedDescription): " } ?? ""
        return [
          """
          case var .\(name)(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .\(name)(\(label)state)
          """
        ]
      }
      // A `default` would never run in the configurations without this case, and warn.
      if inIfConfig {
        return ["case .\(name):\n  break"]
      }
      hasCaseWithoutState = true
      return []
    }
    if !hasCaseWithState {
      willModifyCases = []
    } else if hasCaseWithoutState {
      willModifyCases.append("default:\n  break")
    }
    let id: DeclSyntax =
      """
      public var _$id: ComposableEffects.ObservableStateID {
        switch self {
      \(raw: idCases.joined(separator: "\n"))
        }
      }
      """
    let willModify: DeclSyntax =
      willModifyCases.isEmpty
      ? "public mutating func _$willModify() {}"
      : """
      public mutating func _$willModify() {
        switch self {
      \(raw: willModifyCases.joined(separator: "\n"))
        }
      }
      """
    return [id, willModify]
  }

  /// Names the key paths of the stored `var`s, which the macro makes computed: the runtime
  /// cannot name a computed property on Linux, where a binding action would otherwise show
  /// `\State.<computed 0x…>`.
  private static func propertyNames(of declaration: some DeclGroupSyntax) -> DeclSyntax {
    var cases: [String] = []
    for member in declaration.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self),
        property.bindingSpecifier.tokenKind == .keyword(.var), !property.modifiers.isStatic,
        !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
        property.bindings.count == 1, let binding = property.bindings.first,
        binding.accessorBlock == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      cases.append("case \\Self.\(name): \"\(name.filter { $0 != "`" })\"")
    }
    guard !cases.isEmpty else {
      return "public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? { nil }"
    }
    return
      """
      public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
        switch keyPath {
      \(raw: (cases + ["default: nil"]).joined(separator: "\n"))
        }
      }
      """
  }

  /// A mirror that shows the stored properties under their own names, and not the storage of
  /// the observed ones (`_count`) or the registrar: test failures, `dump` and `customDump` show
  /// the state as it is written.
  private static func mirror(of declaration: some DeclGroupSyntax) -> DeclSyntax {
    var children: [String] = []
    for member in declaration.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self), !property.modifiers.isStatic,
        // A lazy property cannot be read without changing the state.
        !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      else { continue }
      for binding in property.bindings {
        if case .getter = binding.accessorBlock?.accessors { continue }
        if case .accessors(let accessors) = binding.accessorBlock?.accessors,
          accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
        {
          continue
        }
        let isTracked =
          property.bindingSpecifier.tokenKind == .keyword(.var)
          && !property.attributes.contains("ObservationStateIgnored", module: "ComposableEffects")
        for name in names(in: binding.pattern) {
          let bareName = String(name.filter { $0 != "`" })
          // Reading the storage of an observed property registers no observation.
          let value = isTracked ? "_\(bareName)" : "self.\(name)"
          // `as Any` keeps an optional value optional, without a warning.
          children.append("\"\(bareName)\": \(value) as Any")
        }
      }
    }
    let list =
      children.isEmpty ? "[:]" : "[\n" + children.map { "      \($0),\n" }.joined() + "    ]"
    return
      """
      public var customMirror: Swift.Mirror {
        Swift.Mirror(
          self,
          children: \(raw: list),
          displayStyle: .struct
        )
      }
      """
  }

  /// The names a pattern binds: `x`, or `a` and `b` in `(a, b)`.
  private static func names(in pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { names(in: $0.pattern) }
    }
    return []
  }
}

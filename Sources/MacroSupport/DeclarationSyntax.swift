import SwiftSyntax

extension AttributeListSyntax {
  /// Whether one of the attributes is `name`, written plainly or qualified by `module`.
  package func contains(_ name: String, module: String) -> Bool {
    contains {
      guard let attribute = $0.as(AttributeSyntax.self) else { return false }
      // `ReducerBuilder<State, Action>` names `ReducerBuilder`.
      let written = attribute.attributeName.trimmedDescription
        .prefix(while: { $0 != "<" })
      return written == name || written == "\(module).\(name)"
    }
  }

  /// The `@available` attributes, which an extension of the type must repeat to compile
  /// wherever the type does.
  package var availability: String {
    compactMap { element -> String? in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.trimmedDescription + "\n"
    }
    .joined()
  }
}

extension TypeSyntax {
  /// Whether this type is written `name` or qualified by a module, as the compiler may pass a
  /// conformance that a macro declares.
  package func names(_ name: String) -> Bool {
    let written = trimmedDescription
    return written == name || written.hasSuffix(".\(name)")
  }
}

extension DeclModifierListSyntax {
  /// Whether the declaration belongs to the type rather than to its instances.
  package var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension DeclGroupSyntax {
  /// Whether the type's own declaration already states a conformance to `name`.
  package func statesConformance(to name: String, module: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains {
      let written = $0.type.trimmedDescription
      return written == name || written == "\(module).\(name)"
    } ?? false
  }
}

extension MemberBlockItemListSyntax {
  /// The enum cases these members declare, with those inside `#if` blocks, in the order written.
  package var caseElements: [(decl: EnumCaseDeclSyntax, element: EnumCaseElementSyntax)] {
    flatMap { member -> [(decl: EnumCaseDeclSyntax, element: EnumCaseElementSyntax)] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { (caseDecl, $0) }
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.flatMap { clause in
        guard case .decls(let members) = clause.elements else {
          return [(decl: EnumCaseDeclSyntax, element: EnumCaseElementSyntax)]()
        }
        return members.caseElements
      }
    }
  }

  /// The lines `lines` generates for each enum case these members declare, in the order written,
  /// inside the `#if` blocks the cases are declared in: generated code then has the cases that
  /// the enum has in each build configuration.
  ///
  /// - Parameter lines: The lines for a case, told whether the case is inside a `#if` block.
  package func caseLines(
    inIfConfig: Bool = false,
    _ lines: (EnumCaseElementSyntax, _ inIfConfig: Bool) -> [String]
  ) -> [String] {
    flatMap { member -> [String] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.flatMap { lines($0, inIfConfig) }
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      var block: [String] = []
      var hasLines = false
      for clause in ifConfig.clauses {
        let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
        block.append("\(clause.poundKeyword.text)\(condition)")
        if case .decls(let members) = clause.elements {
          let clauseLines = members.caseLines(inIfConfig: true, lines)
          hasLines = hasLines || !clauseLines.isEmpty
          block += clauseLines
        }
      }
      return hasLines ? block + ["#endif"] : []
    }
  }
}

extension DeclSyntax {
  /// The names this member declares: a type's, a type alias's, a function's, or a property's.
  package var declaredNames: [String] {
    if let type = self.asProtocol(NamedDeclSyntax.self), !self.is(EnumCaseDeclSyntax.self) {
      return [type.name.text]
    }
    if let property = self.as(VariableDeclSyntax.self) {
      return property.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    return []
  }
}

import MacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Effect` needs from the function it is attached to. Creating one validates the
/// function, so every expansion sees the same diagnostics.
struct EffectFunction {
  struct Parameter {
    /// The external label, `nil` for `_`; descriptions show it as a call site would.
    let label: String?
    let name: String
    /// Whether the type is a closure's, which is non-escaping as a parameter unless marked.
    let isFunction: Bool
    /// The type as a parameter of the generated closures and of the default function.
    let parameterType: String
    /// The type as an `Arguments` tuple element, where attributes such as `@escaping` are errors.
    let valueType: String
  }

  let handlerName: String
  /// The name of the generated key path property: the function's name as written (which may
  /// need backticks), or for an effect named with `@Effect(name:)` that name with a lowercase
  /// first letter, as in Swift Effect, so overloads named apart get properties apart too.
  let pathName: String
  /// The name as called, after its enclosing types: `Console.print`.
  let effectName: String
  /// The function's access modifier, with a trailing space, or empty.
  let access: String

  /// The access of the handler type's members: a `private` handler's members must be
  /// `fileprivate`, or they could not witness its protocol requirements nor be called from
  /// the enclosing type.
  var memberAccess: String {
    access == "private " ? "fileprivate " : access
  }
  let parameters: [Parameter]
  let isAsync: Bool
  /// The thrown type, `nil` when the function does not throw.
  let failure: String?
  let output: String
  /// The element type of an effect that returns `any AsyncSequence<Element, any Error>`.
  let element: String?
  /// The function's generic parameter clause as written, constraints included, or empty.
  let genericParameters: String
  /// The names of the function's generic parameters, in order.
  let genericParameterNames: [String]
  /// The function's generic parameters as type arguments, `<Value>`, or empty.
  var genericArguments: String {
    genericParameterNames.isEmpty ? "" : "<" + genericParameterNames.joined(separator: ", ") + ">"
  }
  /// The function's `where` clause with a leading space, or empty.
  let genericWhereClause: String
  let body: CodeBlockSyntax
  /// The indentation step of the user's code, which the generated code follows.
  let indentation: String

  /// - Parameter handlerName: The handler type's name given with `@Effect(name:)`, if any;
  ///   by default the function's name, capitalised.
  init(
    _ declaration: some SyntaxProtocol,
    handlerName customHandlerName: String? = nil,
    in context: some MacroExpansionContext
  ) throws {
    guard let function = declaration.as(FunctionDeclSyntax.self) else {
      throw MacroError("notFunction", "@Effect can only be applied to a static function")
        .error(at: declaration)
    }
    guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
      throw MacroError(
        "notStatic",
        "@Effect requires a static function: an effect is performed as 'Namespace.\(function.name.text)(…)'"
      ).error(at: function.funcKeyword)
    }
    guard let namespace = Self.namespace(of: context.lexicalContext) else {
      throw MacroError(
        "noEnclosingType",
        "@Effect must be declared inside an enum, struct, class, actor or extension, which names the effect"
      ).error(at: function.name)
    }
    if let pack = function.genericParameterClause?.parameters.first(where: {
      $0.specifier != nil
    }) {
      throw MacroError(
        "genericPack",
        "@Effect does not support parameter packs or value generic parameters: its handler type is generic over types only"
      ).error(at: pack)
    }
    let signature = function.signature
    let parameters = try signature.parameterClause.parameters.map(Self.parameter)
    let throwsClause = signature.effectSpecifiers?.throwsClause
    if let throwsClause, throwsClause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      throw MacroError(
        "rethrows",
        "@Effect does not support 'rethrows': a handler's failure type is fixed; use 'throws' or 'throws(E)'"
      ).error(at: throwsClause.throwsSpecifier)
    }
    guard let body = function.body else {
      throw MacroError(
        "missingBody",
        "@Effect requires a body: it is what the effect does where no handler is installed"
      ).error(at: function.name)
    }

    let baseName = function.name.identifier?.name ?? function.name.text
    handlerName = customHandlerName ?? baseName.prefix(1).uppercased() + baseName.dropFirst()
    pathName =
      customHandlerName.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? function.name.text
    effectName = "\(namespace).\(baseName)"
    access = Self.access(of: function.modifiers)
    self.parameters = parameters
    isAsync = signature.effectSpecifiers?.asyncSpecifier != nil
    failure = throwsClause?.failure
    output = signature.returnClause?.type.trimmedDescription ?? "Void"
    element =
      isAsync || failure != nil ? nil : Self.sequenceElement(of: signature.returnClause?.type)
    genericParameterNames = function.genericParameterClause?.parameters.map(\.name.text) ?? []
    genericParameters = function.genericParameterClause?.trimmedDescription ?? ""
    genericWhereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    self.body = body
    indentation = indentationStep(
      of: function, body: body, depth: context.lexicalContext.count)
  }

  /// The dotted chain of types around the function, or `nil` when there is none.
  private static func namespace(of lexicalContext: [Syntax]) -> String? {
    var names: [String] = []
    for syntax in lexicalContext {
      if let name = typeName(syntax) {
        names.append(name)
      } else if let decl = syntax.as(ExtensionDeclSyntax.self) {
        // An extension names its whole chain and is always at file scope.
        names.append(decl.extendedType.trimmedDescription)
        break
      } else {
        // A type inside a function is named from there on, not by what encloses the function.
        break
      }
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  private static func typeName(_ syntax: Syntax) -> String? {
    if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
    return nil
  }

  private static func parameter(_ parameter: FunctionParameterSyntax) throws -> Parameter {
    if let ellipsis = parameter.ellipsis {
      throw MacroError(
        "variadic",
        "@Effect does not support variadic parameters: take an array instead"
      ).error(at: ellipsis)
    }
    let attributed = parameter.type.as(AttributedTypeSyntax.self)
    if let inoutSpecifier = attributed?.specifiers.first(where: {
      $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
    }) {
      throw MacroError(
        "inout",
        "@Effect does not support 'inout' parameters: a handler receives its arguments as values"
      ).error(at: inoutSpecifier)
    }
    let internalName = parameter.secondName ?? parameter.firstName
    if internalName.tokenKind == .wildcard {
      throw MacroError(
        "unnamedParameter",
        "@Effect needs a name for every parameter, to pass its value to handlers"
      ).error(at: internalName)
    }
    return Parameter(
      label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
      name: internalName.text,
      isFunction: Self.isFunction(parameter.type),
      // The generated code passes closures on, never expressions to wrap.
      parameterType: type(parameter.type, dropping: ["autoclosure"]),
      // Tuple elements and type aliases take neither attributes of parameters nor specifiers.
      valueType: type(
        parameter.type, dropping: ["autoclosure", "escaping"], droppingSpecifiers: true
      )
    )
  }

  /// `type` without the attributes named in `dropped`, and without its specifiers (`borrowing`,
  /// `sending`…) when `droppingSpecifiers`.
  private static func type(
    _ type: TypeSyntax, dropping dropped: Set<String>, droppingSpecifiers: Bool = false
  ) -> String {
    guard var attributed = type.as(AttributedTypeSyntax.self) else {
      return type.trimmedDescription
    }
    attributed.attributes = attributed.attributes.filter {
      guard let attribute = $0.as(AttributeSyntax.self) else { return true }
      return !dropped.contains(attribute.attributeName.trimmedDescription)
    }
    if droppingSpecifiers {
      attributed.specifiers = []
    }
    if attributed.attributes.isEmpty && attributed.specifiers.isEmpty {
      return attributed.baseType.trimmedDescription
    }
    return attributed.trimmedDescription
  }

  private static func isFunction(_ type: TypeSyntax) -> Bool {
    (type.as(AttributedTypeSyntax.self)?.baseType ?? type).is(FunctionTypeSyntax.self)
  }

  /// `Element` when `type` is written `any AsyncSequence<Element, any Error>`.
  private static func sequenceElement(of type: TypeSyntax?) -> String? {
    guard let existential = type?.as(SomeOrAnyTypeSyntax.self),
      existential.someOrAnySpecifier.tokenKind == .keyword(.any),
      let sequence = existential.constraint.as(IdentifierTypeSyntax.self),
      sequence.name.text == "AsyncSequence",
      let arguments = sequence.genericArgumentClause?.arguments,
      arguments.count == 2,
      arguments.last?.argument.trimmedDescription == "any Error"
    else { return nil }
    return arguments.first?.argument.trimmedDescription
  }

  private static func access(of modifiers: DeclModifierListSyntax) -> String {
    let levels: [Keyword] = [.public, .package, .internal, .fileprivate, .private]
    let access = modifiers.first { modifier in
      levels.contains { modifier.name.tokenKind == .keyword($0) }
    }
    return access.map { $0.trimmedDescription + " " } ?? ""
  }
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Effect`: generates a handler type and a key path property beside a static function, and
/// routes the function's body through the handlers in force.
public struct EffectMacro: PeerMacro, BodyMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let effect = try EffectSignature(declaration, in: context.lexicalContext) else {
      return []
    }
    return [effect.handlerType, effect.pathProperty]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    // Diagnostics are emitted once, by the peer expansion.
    guard let effect = try? EffectSignature(declaration, in: context.lexicalContext),
      let body = declaration.body
    else { return [] }
    return effect.body(replacing: body)
  }
}

/// What `@Effect` needs to know about the function it is attached to.
struct EffectSignature {
  struct Parameter {
    let label: String?
    let name: String
    let type: String
  }

  let name: String
  let namespace: String
  let access: String
  let parameters: [Parameter]
  let isAsync: Bool
  let failure: String
  let output: String
  let element: String?

  init?(_ declaration: some DeclSyntaxProtocol, in lexicalContext: [Syntax]) throws {
    func fail(_ message: String, at node: some SyntaxProtocol) throws -> Never {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: EffectDiagnostic(message))
      ])
    }

    guard let function = declaration.as(FunctionDeclSyntax.self) else {
      try fail("@Effect applies to a static function", at: declaration)
    }
    guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
      try fail(
        "@Effect applies to a static function: add 'static' and call it as 'Namespace.\(function.name.text)'",
        at: function.name
      )
    }
    guard function.genericParameterClause == nil else {
      try fail("@Effect does not support generic functions", at: function.name)
    }
    guard function.body != nil else {
      try fail("@Effect needs a body: it is the effect's default behaviour", at: function.name)
    }
    let effects = function.signature.effectSpecifiers
    if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      try fail("@Effect does not support 'rethrows'", at: function.name)
    }

    name = function.name.text
    access = function.modifiers
      .filter {
        switch $0.name.tokenKind {
        case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
          .keyword(.private), .keyword(.open):
          true
        default: false
        }
      }
      .map { $0.name.text == "open" ? "public " : "\($0.name.text) " }
      .joined()

    var parameters: [Parameter] = []
    for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
      if parameter.ellipsis != nil {
        try fail("@Effect does not support variadic parameters", at: parameter)
      }
      if let attributed = parameter.type.as(AttributedTypeSyntax.self),
        attributed.specifiers.contains(where: {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        })
      {
        try fail("@Effect does not support 'inout' parameters", at: parameter)
      }
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let internalName = (parameter.secondName ?? parameter.firstName).text
      parameters.append(
        Parameter(
          label: label,
          name: internalName == "_" ? "__arg\(index)" : internalName,
          type: Self.withoutEscaping(parameter.type.trimmedDescription)
        )
      )
    }
    self.parameters = parameters

    isAsync = effects?.asyncSpecifier != nil
    if let throwsClause = effects?.throwsClause {
      failure = throwsClause.type?.trimmedDescription ?? "any Error"
    } else {
      failure = "Never"
    }
    output = function.signature.returnClause?.type.trimmedDescription ?? "Void"
    element = Self.sequenceElement(
      of: function.signature.returnClause?.type, isAsync: isAsync, failure: failure
    )

    let enclosingTypes = lexicalContext.compactMap(Self.typeName)
    guard !enclosingTypes.isEmpty else {
      try fail("@Effect must be declared inside a type, its namespace", at: function.name)
    }
    namespace = enclosingTypes.reversed().joined(separator: ".")
  }

  /// `X` when `type` is `any AsyncSequence<X, any Error>` and the effect is synchronous and
  /// does not throw: such an effect is answered element by element in tests.
  private static func sequenceElement(
    of type: TypeSyntax?, isAsync: Bool, failure: String
  ) -> String? {
    guard !isAsync, failure == "Never",
      let some = type?.as(SomeOrAnyTypeSyntax.self),
      some.someOrAnySpecifier.tokenKind == .keyword(.any),
      let sequence = some.constraint.as(IdentifierTypeSyntax.self),
      sequence.name.text == "AsyncSequence",
      let arguments = sequence.genericArgumentClause?.arguments,
      arguments.count == 2
    else { return nil }
    let failureArgument = arguments.last!.argument.trimmedDescription
    guard failureArgument == "any Error" || failureArgument == "Error" else { return nil }
    return arguments.first!.argument.trimmedDescription
  }

  /// A parameter's type as a tuple element or closure parameter, where `@escaping` is implied.
  private static func withoutEscaping(_ type: String) -> String {
    type.hasPrefix("@escaping ") ? String(type.dropFirst("@escaping ".count)) : type
  }

  private static func typeName(_ syntax: Syntax) -> String? {
    if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }

  var handlerName: String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  private var argumentsType: String {
    switch parameters.count {
    case 0: "Void"
    case 1: parameters[0].type
    default: "(" + parameters.map(\.type).joined(separator: ", ") + ")"
    }
  }

  private var effectSpecifiers: String {
    let throwsClause: String
    switch failure {
    case "Never": throwsClause = ""
    case "any Error": throwsClause = " throws"
    default: throwsClause = " throws(\(failure))"
    }
    return (isAsync ? " async" : "") + throwsClause
  }

  /// The effects of the handler's closures, with the failure spelled through the handler type.
  private var handlerEffectSpecifiers: String {
    (isAsync ? " async" : "") + (failure == "Never" ? "" : " throws(\(handlerName).Failure)")
  }

  private var tryAwait: String {
    (failure == "Never" ? "" : "try ") + (isAsync ? "await " : "")
  }

  private func splat(_ value: String) -> String {
    switch parameters.count {
    case 0: ""
    case 1: value
    default: parameters.indices.map { "\(value).\($0)" }.joined(separator: ", ")
    }
  }

  var handlerType: DeclSyntax {
    let conformance =
      element != nil
      ? "AsyncSequenceEffectHandler" : isAsync ? "AsyncEffectHandler" : "SyncEffectHandler"
    let closureParameters = parameters.map(\.type).joined(separator: ", ")
    let labeledParameters = parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
    let handleThrows = failure == "Never" ? "" : " throws(Failure)"
    let handleIsolation = isAsync ? "nonisolated(nonsending) " : ""
    let describedArguments: String
    switch parameters.count {
    case 0:
      describedArguments = "\"\""
    case 1:
      describedArguments = Self.describe(parameters[0], "arguments")
    default:
      describedArguments = parameters.enumerated()
        .map { Self.describe($0.element, "arguments.\($0.offset)") }
        .joined(separator: " + \", \" + ")
    }
    return """
      /// The handler type of ``\(raw: name)``: install one with `with { } perform: { }` to decide \
      what the effect does.
      \(raw: access)struct \(raw: handlerName): AlgebraicEffects.\(raw: conformance) {
        \(raw: access)typealias Arguments = \(raw: argumentsType)
        \(raw: access)typealias Output = \(raw: output)
        \(raw: access)typealias Failure = \(raw: failure)\(raw: element.map { "\n  \(access)typealias Element = \($0)" } ?? "")
        \(raw: access)let body: @Sendable (\(raw: closureParameters))\(raw: effectSpecifiers) -> Output
        /// Creates a handler that handles the effect with `body`.
        \(raw: access)init(_ body: @escaping @Sendable (\(raw: labeledParameters))\(raw: effectSpecifiers) -> Output) {
          self.body = body
        }
        \(raw: access)\(raw: handleIsolation)func handle(_ arguments: Arguments)\(raw: isAsync ? " async" : "")\(raw: handleThrows) -> Output {
          \(raw: tryAwait)body(\(raw: splat("arguments")))
        }
        \(raw: access)static var effectName: String {
          "\(raw: namespace).\(raw: name)"
        }
        \(raw: access)static func describe(_ arguments: Arguments) -> String {
          "\(raw: namespace).\(raw: name)(" + \(raw: describedArguments) + ")"
        }
      }
      """
  }

  private static func describe(_ parameter: Parameter, _ value: String) -> String {
    let label = parameter.label.map { "\"\($0): \" + " } ?? ""
    return "\(label)String(reflecting: \(value))"
  }

  var pathProperty: DeclSyntax {
    """
    /// Names ``\(raw: name)`` in a test handler's key paths: `\\.Namespace.\(raw: name)`.
    \(raw: access)var \(raw: name): AlgebraicEffects.EffectPath<\(raw: handlerName)> {
      .init()
    }
    """
  }

  func body(replacing body: CodeBlockSyntax) -> [CodeBlockItemSyntax] {
    let defaultParameters = parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
    let arguments: String
    switch parameters.count {
    case 0: arguments = "()"
    case 1: arguments = parameters[0].name
    default: arguments = "(" + parameters.map(\.name).joined(separator: ", ") + ")"
    }
    // The closure's type is spelled out: a closure infers `throws(any Error)` from its body
    // and would not convert to a typed-throws effect's `throws(Failure)`.
    let closureSignature =
      "(__arguments: \(handlerName).Arguments)\(handlerEffectSpecifiers) -> \(handlerName).Output in "
    let splatArguments = splat("__arguments")
    let perform = element != nil ? "_performSequence" : "_perform"
    let defaultFunction: DeclSyntax = """
      func __effectDefault(\(raw: defaultParameters))\(raw: effectSpecifiers) -> \(raw: output) \(body.trimmed)
      """
    let call: StmtSyntax = """
      return \(raw: tryAwait)\(raw: handlerName).\(raw: perform)(\(raw: arguments), default: { \(raw: closureSignature)\(raw: tryAwait)__effectDefault(\(raw: splatArguments)) })
      """
    return [
      CodeBlockItemSyntax(item: .decl(defaultFunction)),
      CodeBlockItemSyntax(item: .stmt(call)),
    ]
  }
}

struct EffectDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID = MessageID(domain: "AlgebraicEffects", id: "Effect")
  let severity = DiagnosticSeverity.error

  init(_ message: String) {
    self.message = message
  }
}

import MacroSupport
import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Effect`: generates a handler type and a key path property beside a static function, and
/// routes the function's calls through the handlers in force.
public struct EffectMacro: PeerMacro, BodyMacro {
  /// The new body keeps the function's statements exactly as written, which the formatter
  /// would lay out again; the generated code is laid out by hand instead.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let effect = try EffectFunction(declaration, handlerName: try handlerName(node), in: context)
    // A property cannot be generic: a generic effect is expected by its handler type,
    // `Combine<Int>.self`, instead of by key path.
    return [effect.handlerType] + (effect.genericArguments.isEmpty ? [effect.pathProperty] : [])
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    // The peer expansion reports what is wrong; keeping the body as written adds no errors.
    guard
      let effect = try? EffectFunction(
        declaration, handlerName: try? handlerName(node), in: context
      )
    else {
      return declaration.body.map { Array($0.statements) } ?? []
    }
    return effect.performingBody
  }
}

/// The handler type's name given with `@Effect(name: "FetchData")`, if any.
private func handlerName(_ node: AttributeSyntax) throws -> String? {
  guard case .argumentList(let arguments) = node.arguments,
    let argument = arguments.first(where: { $0.label?.text == "name" })
  else { return nil }
  guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
    literal.segments.count == 1,
    case .stringSegment(let segment) = literal.segments.first,
    case let name = segment.content.text,
    let first = name.unicodeScalars.first,
    first == "_" || CharacterSet.letters.contains(first),
    name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) })
  else {
    throw MacroError(
      "name",
      "@Effect(name:) takes a string literal that is a type name, such as \"FetchData\""
    ).error(at: argument.expression)
  }
  return name
}

extension EffectFunction {
  var handlerType: DeclSyntax {
    let conformance =
      element != nil
      ? "AsyncSequenceEffectHandler" : isAsync ? "AsyncEffectHandler" : "SyncEffectHandler"
    let elementAlias = element.map { "\n  \(memberAccess)typealias Element = \($0)" } ?? ""
    // As `AsyncEffectHandler.handle` requires, handlers run on the caller's executor: a hop
    // would need the arguments to be `Sendable`.
    let isolation = isAsync ? "nonisolated(nonsending) " : ""
    let bodyParameters = parameters.map(\.parameterType).joined(separator: ", ")
    let initParameters = parameters.map { "_ \($0.name): \($0.parameterType)" }
      .joined(separator: ", ")
    let handleEffects = (isAsync ? " async" : "") + (failure == nil ? "" : " throws(Failure)")
    // A closure `Arguments` would be non-escaping as a parameter, yet `body` keeps it.
    let argumentsParameter =
      parameters.count == 1 && parameters[0].isFunction ? "@escaping Arguments" : "Arguments"
    let source = """
      \(access)struct \(handlerName)\(genericParameters): AlgebraicEffects.\(conformance)\(genericWhereClause) {
        \(memberAccess)typealias Arguments = \(argumentsType)
        \(memberAccess)typealias Output = \(output)
        \(memberAccess)typealias Failure = \(failure ?? "Never")\(elementAlias)
        \(memberAccess)let body: \(isolation)@Sendable (\(bodyParameters))\(effectSpecifiers) -> Output
        \(memberAccess)init(_ body: \(isolation)@escaping @Sendable (\(initParameters))\(effectSpecifiers) -> Output) {
          self.body = body
        }
        \(memberAccess)\(isolation)func handle(_ arguments: \(argumentsParameter))\(handleEffects) -> Output {
          \(tryAwait)body(\(splat("arguments")))
        }
        \(memberAccess)static var effectName: String {
          "\(describedEffectName)"
        }
        \(memberAccess)static func describe(_ arguments: \(argumentsParameter)) -> String {
          "\(describedEffectName)(\(describedArguments))"
        }
      }
      """
    return "\(raw: source.reindented(step: indentation))"
  }

  var pathProperty: DeclSyntax {
    let source = """
      \(access)var \(pathName): AlgebraicEffects.EffectPath<\(handlerName)> {
        .init()
      }
      """
    return "\(raw: source.reindented(step: indentation))"
  }

  /// The function's new body: its original statements become the default that runs where no
  /// handler is installed.
  var performingBody: [CodeBlockItemSyntax] {
    let defaultParameters = parameters.map { "_ \($0.name): \($0.parameterType)" }
      .joined(separator: ", ")
    let statements = body.dedentedLines.joined(separator: "\n")
    let defaultFunction =
      statements.isEmpty
      ? "func __effectDefault(\(defaultParameters))\(effectSpecifiers) -> \(output) {}"
      : """
      func __effectDefault(\(defaultParameters))\(effectSpecifiers) -> \(output) {
      \(statements.indented(by: indentation))
      }
      """
    let arguments =
      parameters.count == 1
      ? parameters[0].name : "(" + parameters.map(\.name).joined(separator: ", ") + ")"
    let perform = element != nil ? "_performSequence" : "_perform"
    let call =
      "return \(tryAwait)\(handlerName)\(genericArguments).\(perform)(\(arguments), default: { \(defaultClosure) })"
    // The expansion wraps the statements in braces but leaves their indentation to the macro.
    return [
      "\(raw: defaultFunction.indented(by: indentation))",
      "\(raw: call.indented(by: indentation))",
    ]
  }

  /// The body of the closure that runs the default with the performed `Arguments`.
  private var defaultClosure: String {
    guard let failure, failure != "any Error" else {
      // A closure that ignores its only parameter must still name it.
      return (parameters.isEmpty ? "_ in " : "") + "\(tryAwait)__effectDefault(\(splat("$0")))"
    }
    // Unannotated, the closure would throw `any Error`, which does not convert to `Failure`.
    let argument = parameters.isEmpty ? "_" : "arguments"
    let effects = (isAsync ? " async" : "") + " throws(\(failure))"
    return "\(argument)\(effects) in \(tryAwait)__effectDefault(\(splat("arguments")))"
  }

  /// The contents of a string literal naming the effect; a generic effect's name shows its type
  /// arguments, `Effect.combine<Int>`, as handlers for other type arguments do not handle it.
  private var describedEffectName: String {
    guard !genericParameterNames.isEmpty else { return effectName }
    let names = genericParameterNames.map { "\\(String(describing: \($0).self))" }
    return "\(effectName)<\(names.joined(separator: ", "))>"
  }

  private var argumentsType: String {
    switch parameters.count {
    case 0: "Void"
    case 1: parameters[0].valueType
    default: "(" + parameters.map(\.valueType).joined(separator: ", ") + ")"
    }
  }

  private var effectSpecifiers: String {
    let throwsClause =
      switch failure {
      case nil: ""
      case "any Error": " throws"
      case let failure?: " throws(\(failure))"
      }
    return (isAsync ? " async" : "") + throwsClause
  }

  /// Only what the call needs: a needless `try` or `await` is a warning in the user's code.
  private var tryAwait: String {
    (failure == nil ? "" : "try ") + (isAsync ? "await " : "")
  }

  /// The arguments held in `value`, spelled as separate call arguments.
  private func splat(_ value: String) -> String {
    switch parameters.count {
    case 0: ""
    case 1: value
    default: parameters.indices.map { "\(value).\($0)" }.joined(separator: ", ")
    }
  }

  /// The contents of a string literal that shows the arguments as a call site would.
  private var describedArguments: String {
    parameters.enumerated().map { index, parameter in
      let value = parameters.count == 1 ? "arguments" : "arguments.\(index)"
      let label = parameter.label.map { "\($0): " } ?? ""
      return "\(label)\\(String(reflecting: \(value)))"
    }
    .joined(separator: ", ")
  }
}

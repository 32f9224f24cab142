import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: moves a stored property of an `@ObservableState` struct into
/// private storage behind accessors that report reads and writes to the struct's registrar.
public struct ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (bareName, binding) = trackedProperty(declaration) else { return [] }
    let storage = "_\(bareName)"
    // The key path keeps the backticks of a name such as `default`.
    let name = binding.pattern.trimmedDescription
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return \(raw: storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage), newValue)
      }
      """,
      // One notification for an in-place change such as `state.count += 1`, and no copy of the
      // value, so that `state.items.append(item)` does not copy the array.
      """
      _modify {
        let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(raw: name), &\(raw: storage))
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name), \(raw: storage), oldID)
        }
        yield &\(raw: storage)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, binding) = trackedProperty(declaration) else { return [] }
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
    return ["@ObservationStateIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
  }

  /// The name and binding of a stored `var` with a single name; `@ObservableState` reports the
  /// other shapes.
  private static func trackedProperty(
    _ declaration: some DeclSyntaxProtocol
  ) -> (name: String, binding: PatternBindingSyntax)? {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
      let binding = property.bindings.first, binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return nil }
    // The storage of `default`, written in backticks, is `_default`.
    let name = String(identifier.text.filter { $0 != "`" })
    return (name, binding)
  }
}

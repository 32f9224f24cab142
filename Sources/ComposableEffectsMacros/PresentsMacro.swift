import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: stores an optional child state in a `PresentationState` (`_destination`), with
/// the child's state as the property (`destination`) and the presentation as its projection
/// (`$destination`). In an `@ObservableState` struct the accessors report to its registrar.
public struct PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // The peer role reports what is wrong with the declaration, once.
    guard let property = try? presentedProperty(declaration, at: node) else { return [] }
    let storage = "_\(property.bareName)"
    let name = property.name
    guard isInObservableState(context) else {
      return [
        """
        @storageRestrictions(initializes: \(raw: storage))
        init(initialValue) {
          \(raw: storage) = ComposableEffects.PresentationState(wrappedValue: initialValue)
        }
        """,
        """
        get {
          \(raw: storage).wrappedValue
        }
        """,
        """
        set {
          \(raw: storage).wrappedValue = newValue
        }
        """,
        """
        _modify {
          yield &\(raw: storage).wrappedValue
        }
        """,
      ]
    }
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ComposableEffects.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue, newValue)
      }
      """,
      // One notification when the child is presented, dismissed or replaced; none for a
      // change inside the child, which the child's own state reports.
      """
      _modify {
        let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue)
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name), \(raw: storage).wrappedValue, oldID)
        }
        yield &\(raw: storage).wrappedValue
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let property = try presentedProperty(declaration, at: node)
    let storage = "_\(property.bareName)"
    let name = property.name
    let presentation = "ComposableEffects.PresentationState<\(property.wrappedType)>"
    let access = property.access.isEmpty ? "" : property.access + " "
    let initializer = property.initializer.map {
      " = ComposableEffects.PresentationState(wrappedValue: \($0))"
    } ?? ""
    guard isInObservableState(context) else {
      return [
        """
        \(raw: access)var $\(raw: property.bareName): \(raw: presentation) {
          get {
            \(raw: storage)
          }
          set {
            \(raw: storage) = newValue
          }
          _modify {
            yield &\(raw: storage)
          }
        }
        """,
        "private var \(raw: storage): \(raw: presentation)\(raw: initializer)",
      ]
    }
    return [
      """
      \(raw: access)var $\(raw: property.bareName): \(raw: presentation) {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
          return \(raw: storage)
        }
        set {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue)
          \(raw: storage) = newValue
          _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name), \(raw: storage).wrappedValue, oldID)
        }
        _modify {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue)
          defer {
            _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name), \(raw: storage).wrappedValue, oldID)
          }
          yield &\(raw: storage)
        }
      }
      """,
      """
      @ObservationStateIgnored
      private var \(raw: storage): \(raw: presentation)\(raw: initializer)
      """,
    ]
  }

  private struct PresentedProperty {
    /// The name as written, with any backticks: `default`.
    let name: String
    /// The name without backticks, for the storage and the projection.
    let bareName: String
    /// The child's state type: the optional's wrapped type.
    let wrappedType: String
    let initializer: String?
    let access: String
  }

  private static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol, at node: AttributeSyntax
  ) throws -> PresentedProperty {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var), !property.modifiers.isStatic
    else {
      throw MacroError(
        "presentsNotVar",
        "@Presents applies to a stored 'var' of a feature's state, holding the optional state of a presented child"
      ).error(at: node)
    }
    guard property.bindings.count == 1, let binding = property.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      binding.accessorBlock == nil
    else {
      throw MacroError(
        "presentsShape",
        "@Presents applies to a single stored property, declared with its own 'var' and no accessors"
      ).error(at: property.bindings)
    }
    guard let type = binding.typeAnnotation?.type, let wrapped = wrappedType(of: type) else {
      throw MacroError(
        "presentsType",
        "@Presents needs the property's optional type written out, as in '@Presents var destination: Destination.State?'"
      ).error(at: binding.pattern)
    }
    let access = property.modifiers
      .filter {
        switch $0.name.tokenKind {
        case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
          .keyword(.private):
          // `private(set)` governs the setter, which the projection shares.
          return true
        default:
          return false
        }
      }
      .map(\.trimmedDescription)
      .joined(separator: " ")
    return PresentedProperty(
      name: identifier.text,
      bareName: String(identifier.text.filter { $0 != "`" }),
      wrappedType: wrapped,
      initializer: binding.initializer?.value.trimmedDescription,
      access: access
    )
  }

  /// `Child.State` for `Child.State?`, `Optional<Child.State>` or `Child.State!`.
  private static func wrappedType(of type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return implicit.wrappedType.trimmedDescription
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first, identifier.genericArgumentClause?.arguments.count == 1
    {
      return argument.argument.trimmedDescription
    }
    return nil
  }

  /// Whether the property belongs to a struct marked `@ObservableState`, whose registrar the
  /// accessors report to.
  private static func isInObservableState(_ context: some MacroExpansionContext) -> Bool {
    guard let type = context.lexicalContext.first?.as(StructDeclSyntax.self) else { return false }
    return type.attributes.contains("ObservableState", module: "ComposableEffects")
  }
}

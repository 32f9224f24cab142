/// An action that sets one property of a feature's state to a value: what a view's binding
/// sends when a text field or a toggle changes.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// store.send(.binding(.set(\.displayName, "Blob")))
/// ```
///
/// A ``BindingReducer`` applies it. A reducer reacts to a change of one property by matching
/// the action against the property's key path:
///
/// ```swift
/// switch action {
/// case .binding(\.displayName):
///   // `state.displayName` holds the new value
///   return .none
/// case .binding:
///   return .none
/// }
/// ```
///
/// Tests send it through a case key path that ends with the property:
///
/// ```swift
/// await store.send(\.binding.displayName, "Blob") {
///   $0.displayName = "Blob"
/// }
/// ```
///
/// Two binding actions are equal when they set the same property to equal values, and a test
/// failure shows one as it is written: `.set(\.displayName, "Blob")`.
///
/// > Important: The properties of an ``ObservableState()`` state are the bindable ones: setting,
/// > matching and case paths require `Root` to be observable state.
public struct BindingAction<Root>: Equatable, Sendable {
  /// The key path of the property this action sets.
  public let keyPath: any PartialKeyPath<Root> & Sendable

  /// The value this action sets: its type is the `Value` of the writable ``keyPath``.
  let value: any Equatable & Sendable

  init<Value: Equatable & Sendable>(
    keyPath: any WritableKeyPath<Root, Value> & Sendable,
    value: Value
  ) {
    self.keyPath = keyPath
    self.value = value
  }

  /// Whether two binding actions set the same property to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: any Equatable & Sendable) -> Bool {
      lhs == rhs as? Value
    }
    return lhs.keyPath == rhs.keyPath && isEqual(lhs.value, rhs.value)
  }

  /// Sets the property this action names, in `root`.
  func set(_ root: inout Root) {
    func set<Value>(_ value: Value) {
      // `value` was stored from a `Value` of this very key path, which is writable.
      guard let keyPath = self.keyPath as? WritableKeyPath<Root, Value> else { return }
      root[keyPath: keyPath] = value
    }
    set(self.value)
  }
}

extension BindingAction where Root: ObservableState {
  /// The action that sets the property at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.displayName, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Whether `bindingAction` sets the property at `keyPath`: what makes
  /// `case .binding(\.displayName):` match.
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.displayName):
  ///   state.displayName = String(state.displayName.prefix(16))
  ///   return .none
  /// case .binding:
  ///   return .none
  /// }
  /// ```
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.keyPath as AnyKeyPath
  }
}

extension BindingAction: CasePathable {
  /// The case paths of binding actions, one per bindable property of `Root`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// The case paths of binding actions: `\.displayName` is the case of the actions that set
  /// `displayName`, so that `\.binding.displayName` names them from a feature's action.
  ///
  /// ```swift
  /// await store.send(\.binding.displayName, "Blob") {
  ///   $0.displayName = "Blob"
  /// }
  /// await store.receive(\.binding.displayName)
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the actions that set the property at `keyPath`: it embeds a value as
    /// `.set(keyPath, value)`, and extracts the value of an action that sets that property.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState & SendableMetatype {
      // Dynamic member lookup cannot take a Sendable key path; those it forms are literals,
      // which capture nothing.
      let keyPath = unsafeBitCast(keyPath, to: (any WritableKeyPath<Root, Value> & Sendable).self)
      return AnyCasePath(
        embed: { BindingAction(keyPath: keyPath, value: $0) },
        extract: { $0.keyPath as AnyKeyPath == keyPath as AnyKeyPath ? $0.value as? Value : nil }
      )
    }
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Shows the action as it is written: `.set(\.displayName, "Blob")`.
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: [("set", (PropertyPath<Root>(keyPath: self.keyPath), self.value))],
      displayStyle: .enum
    )
  }
}

/// The key path of a binding action as a test writes it, `\.displayName`, on every platform:
/// Linux cannot name the computed properties `@ObservableState` makes of stored ones, and
/// would show `\State.<computed 0x…>`.
private struct PropertyPath<Root>: CustomDumpStringConvertible {
  let keyPath: AnyKeyPath

  var customDumpDescription: String {
    if let state = Root.self as? any ObservableState.Type,
      let name = state._$propertyName(of: keyPath)
    {
      return "\\.\(name)"
    }
    return String(customDumping: keyPath)
  }
}

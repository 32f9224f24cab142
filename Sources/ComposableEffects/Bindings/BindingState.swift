/// A property of a feature's state that a view may change directly through a ``BindingAction``:
/// the older way to mark bindable properties, before observable state made all of them
/// bindable.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var displayName = ""
///   var isSaving = false
/// }
///
/// store.send(.binding(.set(\.$displayName, "Blob")))
/// ```
///
/// A ``BindingReducer`` applies such an action as it applies `.set(\.displayName, "Blob")` to
/// an observable state, and `case .binding(\.$displayName):` matches it.
@available(
  *, deprecated,
  message:
    "Mark the state '@ObservableState', drop '@BindingState', and set properties with '.set(\\.field, value)'."
)
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  /// The value of the property.
  public var wrappedValue: Value

  /// A bindable property holding `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The property itself, which `\.$field` names in `.set(\.$field, value)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A bindable property for a part of the value: `\.$settings.displayName` names the
  /// `displayName` of a bindable `settings`.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: self.wrappedValue[keyPath: keyPath]) }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the property's value as the value itself, with no wrapper around it.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the property's value as the value itself, with no wrapper around it.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Shows the property as its value, with no wrapper around it.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomStringConvertible {
  /// The description of the property's value.
  public var description: String {
    String(describing: self.wrappedValue)
  }
}

extension BindingAction {
  /// The action that sets the ``BindingState`` property at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob")))
  /// ```
  @available(
    *, deprecated,
    message:
      "Mark the state '@ObservableState', drop '@BindingState', and write '.set(\\.field, value)'."
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    let valuePath = (keyPath as WritableKeyPath<Root, BindingState<Value>>)
      .appending(path: \.wrappedValue)
    // Appending to a key path literal captures nothing more than the literal did.
    let sendableValuePath = unsafeBitCast(
      valuePath, to: (any WritableKeyPath<Root, Value> & Sendable).self
    )
    return Self(keyPath: sendableValuePath, value: value)
  }

  /// Whether `bindingAction` sets the ``BindingState`` property at `keyPath`: what makes
  /// `case .binding(\.$displayName):` match.
  @available(
    *, deprecated,
    message:
      "Mark the state '@ObservableState', drop '@BindingState', and match 'case .binding(\\.field):'."
  )
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath.appending(path: \.wrappedValue) as AnyKeyPath == bindingAction.keyPath as AnyKeyPath
  }
}

extension BindableAction {
  /// The action that sets the ``BindingState`` property at `keyPath` to `value`: it is
  /// `.binding(.set(keyPath, value))`, written shorter.
  ///
  /// ```swift
  /// store.send(.set(\.$displayName, "Blob"))
  /// ```
  @available(
    *, deprecated,
    message:
      "Mark the state '@ObservableState', drop '@BindingState', and write '.set(\\.field, value)'."
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}

extension BindingAction.AllCasePaths {
  /// The case path of the actions that set the ``BindingState`` property at `keyPath`:
  /// `\.binding.$displayName` in a test.
  ///
  /// ```swift
  /// await store.send(\.binding.$displayName, "Blob") {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  @available(
    *, deprecated,
    message: "Use '\\.binding.field' on an '@ObservableState' state instead."
  )
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> where Root: SendableMetatype {
    // Dynamic member lookup cannot take a Sendable key path; those it forms are literals,
    // which capture nothing.
    let keyPath = unsafeBitCast(
      keyPath, to: (any WritableKeyPath<Root, BindingState<Value>> & Sendable).self
    )
    return AnyCasePath(
      embed: { BindingAction.set(keyPath, $0) },
      extract: { action in
        let valuePath = (keyPath as WritableKeyPath<Root, BindingState<Value>>)
          .appending(path: \.wrappedValue)
        return valuePath as AnyKeyPath == action.keyPath as AnyKeyPath
          ? action.value as? Value : nil
      }
    )
  }
}

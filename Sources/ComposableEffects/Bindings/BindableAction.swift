/// An action that can change its feature's state directly, one property at a time, through a
/// ``BindingAction``: how a view's text fields and toggles write into the state without an
/// action of their own for each.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State: Equatable {
///     var displayName = ""
///     var isNotificationsEnabled = false
///   }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     case resetButtonTapped
///   }
///
///   var body: some Reducer<State, Action> {
///     BindingReducer()
///     Reduce { state, action in
///       switch action {
///       case .binding(\.displayName):
///         state.displayName = String(state.displayName.prefix(16))
///         return .none
///       case .binding:
///         return .none
///       case .resetButtonTapped:
///         state = State()
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A ``BindingReducer`` applies the binding actions to the state; the reducers after it see the
/// state changed, and can react with `case .binding(\.property):`.
public protocol BindableAction {
  /// The state whose properties the binding actions change.
  associatedtype State

  /// The action that carries `action`: usually the enum case `case binding(BindingAction<State>)`,
  /// which fulfils this requirement.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is one.
  ///
  /// The default reads the associated value of a case named `binding`.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, if it is one: the associated value of its case
  /// named `binding`.
  ///
  /// ```swift
  /// if let binding = action.binding { … }
  /// ```
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum,
      let child = mirror.children.first,
      child.label == "binding"
    else { return nil }
    return child.value as? BindingAction<State>
  }
}

extension BindableAction where State: ObservableState {
  /// The action that sets the property at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.set(\.displayName, "Blob"))
  /// ```
  ///
  /// It is `.binding(.set(keyPath, value))`, written shorter.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}

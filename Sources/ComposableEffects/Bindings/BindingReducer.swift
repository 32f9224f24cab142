/// A reducer that applies binding actions to the state: each ``BindingAction`` sets its
/// property, and the reducers listed after it see the state changed.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.displayName):
///       state.displayName = String(state.displayName.prefix(16))
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the binding actions are in a nested action, such as the `view` actions of a feature,
/// name them with a case key path: `BindingReducer(action: \.view)`.
///
/// > Important: List it before the reducers that react to binding actions: a reducer listed
/// > before it sees the state as it was before the change.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// A reducer that applies the feature's binding actions.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   BindingReducer()
  /// }
  /// ```
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A reducer that applies the binding actions of the nested actions at `toViewAction`.
  ///
  /// ```swift
  /// enum Action {
  ///   case view(View)
  ///   enum View: BindableAction {
  ///     case binding(BindingAction<State>)
  ///   }
  /// }
  ///
  /// var body: some Reducer<State, Action> {
  ///   BindingReducer(action: \.view)
  /// }
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = self.toViewAction(action)?.binding else { return .none }
    bindingAction.set(&state)
    return .none
  }
}

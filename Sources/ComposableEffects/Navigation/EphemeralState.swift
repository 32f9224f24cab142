/// Presented state that has no behaviour of its own: an alert, a confirmation dialog. It goes
/// away by itself as soon as the user picks one of its actions.
///
/// `AlertState` and `ConfirmationDialogState` conform. A parent presents such a state with
/// `@Presents` and integrates it with the closure-less `ifLet`, which runs no child reducer:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   enum Alert { case confirmDeletion }
/// }
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .alert(.presented(.confirmDeletion)):
///       // The alert is already on its way out: `state.alert` is `nil` once this returns.
///       state.items.removeAll()
///       return .none
///     case .alert:
///       return .none
///     }
///   }
///   .ifLet(\.$alert, action: \.alert)
/// }
/// ```
///
/// When the parent has handled an action of an ephemeral state (`.alert(.presented(…))`), the
/// presentation reducer sets the state to `nil`. An enum destination with a case that holds an
/// ephemeral state (`case alert(AlertState<Alert>)`) behaves the same while in that case.
/// Ephemeral states start no effects, so there is nothing to cancel when they go away.
///
/// The underscore follows the Composable Architecture: conform only types that are shown, pick
/// an action and go away.
public protocol _EphemeralState<Action> {
  /// The actions the user can pick.
  associatedtype Action

  /// The type of the actions the user can pick: `Action.self`.
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  /// The type of the actions the user can pick: `Action.self`.
  public static var actionType: Any.Type { Action.self }
}

/// The ephemeral type of a presented state: its own type, or the type of the case's value when
/// it is an enum destination in a case that holds an ephemeral state.
func ephemeralType(of state: Any) -> (any _EphemeralState.Type)? {
  if let type = type(of: state) as? any _EphemeralState.Type {
    return type
  }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let value = mirror.children.first?.value else { return nil }
  return Swift.type(of: value) as? any _EphemeralState.Type
}

func isEphemeral(_ state: Any) -> Bool {
  ephemeralType(of: state) != nil
}

extension _EphemeralState {
  /// Whether `action` is one the user picks from this state: of its action type, or an enum
  /// destination's action in the case that holds it.
  static func canSend(_ action: Any) -> Bool {
    if Swift.type(of: action) == Self.actionType { return true }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let value = mirror.children.first?.value else {
      return false
    }
    return Swift.type(of: value) == Self.actionType
  }
}

extension AlertState: _EphemeralState {}

extension ConfirmationDialogState: _EphemeralState {}

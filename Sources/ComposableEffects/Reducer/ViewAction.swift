/// An action whose cases for the view are gathered in one nested enum, `View`, under a case
/// named `view`: it keeps apart what a view may send from what only effects and parents send.
///
/// ```swift
/// @Reducer
/// struct Login {
///   @ObservableState
///   struct State: Equatable {
///     var email = ""
///     var isLoggingIn = false
///   }
///
///   enum Action: ViewAction {
///     case loginResponse(Result<User, any Error>)
///     case view(View)
///
///     @CasePathable
///     enum View: BindableAction {
///       case binding(BindingAction<State>)
///       case loginButtonTapped
///     }
///   }
///
///   var body: some Reducer<State, Action> {
///     BindingReducer(action: \.view)
///     Reduce { state, action in
///       switch action {
///       case .view(.binding):
///         return .none
///       case .view(.loginButtonTapped):
///         state.isLoggingIn = true
///         return .none
///       case .loginResponse:
///         state.isLoggingIn = false
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A test sends view actions as any other, in full or through a case key path:
/// `store.send(.view(.loginButtonTapped))`, `store.send(\.view.binding.email, "blob@example.com")`.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send: usually the nested enum `View`.
  associatedtype ViewAction

  /// The action that carries the view action `action`: usually the enum case
  /// `case view(View)`, which fulfils this requirement.
  static func view(_ action: ViewAction) -> Self
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A feature shaped as TCA's TicTacToe login: its view's actions, bindings among them, are
/// gathered in `Action.View`.
@Reducer
private struct Login {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var emailChanges = 0
    var isLoggingIn = false
  }

  enum Action: Equatable, ViewAction {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .loginResponse:
        state.isLoggingIn = false
        return .none
      case .view(.binding(\.email)):
        state.emailChanges += 1
        return .none
      case .view(.binding):
        return .none
      case .view(.loginButtonTapped):
        state.isLoggingIn = true
        return .send(.loginResponse(true))
      }
    }
  }
}

/// What a view with the `@ViewAction` macro holds: a store to send view actions to.
private struct LoginView: ViewActionSending {
  let store: StoreOf<Login>
}

@MainActor
@Suite struct ViewActionTests {
  @Test func aViewActionIsSentAndReceivedInFull() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await store.receive(.loginResponse(true)) { $0.isLoggingIn = false }
  }

  @Test func aViewsBindingActionIsAppliedByTheBindingReducerOfTheViewCase() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
      $0.emailChanges = 1
    }
    await store.send(.view(.set(\.email, "blob@example.org"))) {
      $0.email = "blob@example.org"
      $0.emailChanges = 2
    }
  }

  @Test func aViewsBindingActionIsSentThroughItsCaseKeyPath() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(\.view.binding.email, "blob@example.com") {
      $0.email = "blob@example.com"
      $0.emailChanges = 1
    }
  }

  @Test func theViewCaseBuildsTheAction() {
    func viewAction<Action: ViewAction>(_ action: Action.ViewAction, as _: Action.Type) -> Action {
      .view(action)
    }

    #expect(viewAction(.loginButtonTapped, as: Login.Action.self) == .view(.loginButtonTapped))
  }

  @Test func aViewSendsItsViewActionsWrappedInTheViewCase() async {
    let store = Store(initialState: Login.State()) { Login() }
    let view = LoginView(store: store)

    view.send(.binding(.set(\.email, "blob@example.com")))
    #expect(store.email == "blob@example.com")

    view.send(.set(\.email, "blob@example.org"), animation: .default)
    #expect(store.email == "blob@example.org")

    await view.send(.loginButtonTapped, transaction: Transaction()).finish()
    #expect(store.emailChanges == 2)
    #expect(!store.isLoggingIn)
  }
}

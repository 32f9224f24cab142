import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct Settings {
  @ObservableState
  struct State: Equatable {
    var displayName = ""
    var isNotificationsEnabled = false
    var displayNameChanges = 0
    var lastChangeSeen: String?
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        state.displayNameChanges += 1
        state.lastChangeSeen = state.displayName
        return .none
      case .binding:
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

@Reducer
private struct Form {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case view(View)
    case saveButtonTapped

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
  }
}

@MainActor
@Suite struct BindingReducerTests {
  @Test func aSetActionSetsTheProperty() {
    var state = Settings.State()
    _ = Settings().reduce(into: &state, action: .binding(.set(\.displayName, "Blob")))
    #expect(state.displayName == "Blob")
    _ = Settings().reduce(into: &state, action: .binding(.set(\.isNotificationsEnabled, true)))
    #expect(state.isNotificationsEnabled)
  }

  @Test func theActionsSetShorthandIsTheBindingAction() {
    #expect(Settings.Action.set(\.displayName, "Blob") == .binding(.set(\.displayName, "Blob")))
  }

  @Test func otherActionsLeaveTheStateToTheReducersAfter() {
    var state = Settings.State(displayName: "Blob")
    _ = BindingReducer<Settings.State, Settings.Action, Settings.Action>()
      .reduce(into: &state, action: .resetButtonTapped)
    #expect(state.displayName == "Blob")
  }

  @Test func caseBindingKeyPathMatchesOnlyThatPropertyAfterTheChange() {
    var state = Settings.State()
    _ = Settings().reduce(into: &state, action: .binding(.set(\.isNotificationsEnabled, true)))
    #expect(state.displayNameChanges == 0)
    _ = Settings().reduce(into: &state, action: .binding(.set(\.displayName, "Blob")))
    #expect(state.displayNameChanges == 1)
    #expect(state.lastChangeSeen == "Blob")
  }

  @Test func ifCaseBindingKeyPathMatchesThatProperty() {
    let action = Settings.Action.binding(.set(\.displayName, "Blob"))
    var matched: [String] = []
    if case .binding(\.displayName) = action { matched.append("displayName") }
    if case .binding(\.isNotificationsEnabled) = action { matched.append("isNotificationsEnabled") }
    #expect(matched == ["displayName"])
  }

  @Test func aBindingReducerWithACaseKeyPathAppliesTheNestedBindingActions() {
    var state = Form.State()
    _ = Form().reduce(into: &state, action: .view(.binding(.set(\.title, "Groceries"))))
    #expect(state.title == "Groceries")
    _ = Form().reduce(into: &state, action: .saveButtonTapped)
    #expect(state.title == "Groceries")
  }

  @Test func aTestStoreSendsThroughTheBindingCaseKeyPathOfAProperty() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameChanges = 1
      $0.lastChangeSeen = "Blob"
    }
    await store.send(\.binding.isNotificationsEnabled, true) {
      $0.isNotificationsEnabled = true
    }
  }

  @Test func aTestStoreSendsTheSetShorthand() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.set(\.isNotificationsEnabled, true)) {
      $0.isNotificationsEnabled = true
    }
  }

  @Test func aTestStoreSendsThroughANestedBindingCaseKeyPath() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(\.view.binding.title, "Groceries") {
      $0.title = "Groceries"
    }
  }
}

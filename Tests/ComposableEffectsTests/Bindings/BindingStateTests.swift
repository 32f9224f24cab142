import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// `@BindingState` and `.set(\.$field, value)` warn wherever they are used, and the package
// builds without warnings: the feature and the tests that use them are deprecated
// declarations themselves, where using deprecated API does not warn.

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Settings: Reducer {
  struct Profile: Equatable {
    var name = ""
  }

  struct State: Equatable {
    @BindingState var displayName = ""
    @BindingState var isNotificationsEnabled = false
    @BindingState var profile = Profile()
    var displayNameChanges = 0
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$displayName):
        state.displayNameChanges += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@MainActor
@Suite struct BindingStateTests {
  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func settingABindingStatePropertyChangesItsValue() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }

    await store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.displayNameChanges = 1
    }
    await store.send(.set(\.$isNotificationsEnabled, true)) {
      $0.isNotificationsEnabled = true
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func aBindingStatePropertyIsSetAndReceivedThroughItsCaseKeyPath() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }

    await store.send(\.binding.$displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameChanges = 1
    }
    #expect(
      BindingAction<Settings.State>.allCasePaths.$displayName.extract(
        from: .set(\.$displayName, "Blob")
      ) == "Blob"
    )
    #expect(
      BindingAction<Settings.State>.allCasePaths.$displayName.extract(
        from: .set(\.$isNotificationsEnabled, true)
      ) == nil
    )
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func aPartOfABindingStatePropertyIsSetThroughItsProjection() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }

    await store.send(.set(\.$profile.name, "Blob")) {
      $0.profile.name = "Blob"
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func bindingActionsOfBindingStateCompareByPropertyAndValue() {
    typealias Action = BindingAction<Settings.State>

    #expect(Action.set(\.$displayName, "Blob") == .set(\.$displayName, "Blob"))
    #expect(Action.set(\.$displayName, "Blob") != .set(\.$displayName, "Blobby"))
    #expect(Action.set(\.$isNotificationsEnabled, true) != .set(\.$isNotificationsEnabled, false))
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func aBindingStateMatchesOnlyActionsThatSetIt() {
    let action = BindingAction<Settings.State>.set(\.$displayName, "Blob")

    #expect(\Settings.State.$displayName ~= action)
    #expect(!(\Settings.State.$isNotificationsEnabled ~= action))
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func aBindingStatePropertyDumpsAsItsValue() {
    let state = Settings.State(displayName: "Blob")

    #expect(state.$displayName == BindingState(wrappedValue: "Blob"))
    #expect(String(customDumping: state.$displayName) == #""Blob""#)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var nickname = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case loadButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .loadButtonTapped:
        return .run { send in
          await send(.binding(.set(\.name, "Blob")))
        }
      }
    }
  }
}

@MainActor
@Suite struct BindingActionTests {
  @Test func actionsSettingTheSamePropertyToEqualValuesAreEqual() {
    let action = BindingAction<Profile.State>.set(\.name, "Blob")
    #expect(action == .set(\.name, "Blob"))
    #expect(action != .set(\.name, "Blob Jr."))
    #expect(action != .set(\.nickname, "Blob"))
  }

  @Test func theKeyPathNamesTheProperty() {
    let action = BindingAction<Profile.State>.set(\.name, "Blob")
    #expect(action.keyPath == \Profile.State.name)
    #expect(action.keyPath != \Profile.State.nickname)
  }

  @Test func theCasePathOfAPropertyEmbedsAndExtractsItsValue() {
    let casePath: CaseKeyPath<Profile.Action, String> = \.binding.name
    #expect(casePath("Blob") == .binding(.set(\.name, "Blob")))
    let name: String? = Profile.Action.binding(.set(\.name, "Blob"))[case: casePath]
    let nickname: String? = Profile.Action.binding(.set(\.nickname, "Blob"))[case: casePath]
    let other: String? = Profile.Action.loadButtonTapped[case: casePath]
    #expect(name == "Blob")
    #expect(nickname == nil)
    #expect(other == nil)
  }

  @Test func theBindingOfAnActionIsItsBindingCase() {
    #expect(Profile.Action.binding(.set(\.name, "Blob")).binding == .set(\.name, "Blob"))
    #expect(Profile.Action.loadButtonTapped.binding == nil)
  }

  @Test func customDumpNamesThePropertyOnEveryPlatform() {
    let expected = #"""
      Profile.Action.binding(
        .set(
          \.name,
          "Blob"
        )
      )
      """#
    #expect(String(customDumping: Profile.Action.binding(.set(\.name, "Blob"))) == expected)
  }

  @Test func aDiffBetweenTwoActionsShowsTheValues() {
    let expected = #"""
        Profile.Action.binding(
          .set(
            \.name,
      -     "Blob"
      +     "Blob Jr."
          )
        )
      """#
    #expect(
      diff(Profile.Action.binding(.set(\.name, "Blob")), .binding(.set(\.name, "Blob Jr.")))
        == expected
    )
  }

  @Test func aTestStoreReceivesThroughTheBindingCaseKeyPathOfAProperty() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.loadButtonTapped)
    await store.receive(\.binding.name, "Blob") {
      $0.name = "Blob"
    }
  }

  @Test func aTestStoreReceivesAnyValueThroughTheBindingCaseKeyPathOfAProperty() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.loadButtonTapped)
    await store.receive(\.binding.name) {
      $0.name = "Blob"
    }
  }

  @Test func aReceivedBindingActionOfAnotherPropertyFailsReadably() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.loadButtonTapped)
    await withKnownIssue {
      await store.receive(\.binding.nickname, timeout: .milliseconds(100))
    } matching: {
      $0.description.contains("Received an unexpected action")
        && $0.description.contains("Profile.Action.binding(")
        && $0.description.contains(#""Blob""#)
    }
  }
}

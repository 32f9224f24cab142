import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Reducer
private struct EditFeature {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case titleChanged(String)
    case saveButtonTapped
    case saved
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      case .saveButtonTapped:
        return .send(.saved)
      case .saved:
        return .none
      }
    }
  }
}

@Reducer
private struct DetailFeature {
  @ObservableState
  struct State: Equatable {
    var views = 0
  }

  enum Action: Equatable {
    case viewed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.views += 1
      return .none
    }
  }
}

/// State with actions of its own and no reducer, as `AlertState` is; the enum's action case
/// names them `Toast<ToastAction>.Action`.
private struct Toast<ToastAction>: Equatable, Sendable {
  typealias Action = ToastAction
  var message: String
}

@Reducer
private enum Destination {
  case edit(EditFeature)
  case detail(DetailFeature)
  @ReducerCaseEphemeral
  case toast(Toast<ToastAction>)
  @ReducerCaseIgnored
  case note(String)

  enum ToastAction: Equatable {
    case undo
  }
}

extension Destination.State: Equatable, Sendable {}
extension Destination.Action: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var destination: Destination.State = .edit(EditFeature.State())
  }

  enum Action: Equatable {
    case destination(Destination.Action)
    case showDetail
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.destination, action: \.destination) {
      Destination.body
    }
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showDetail:
        state.destination = .detail(DetailFeature.State())
        return .none
      }
    }
  }
}

/// A feature that declares its destinations inside itself, as TCA features do.
@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case destination(Destination.Action)
  }

  @Reducer
  enum Destination {
    case detail(DetailFeature)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension Inbox.Destination.State: Equatable {}
extension Inbox.Destination.Action: Equatable {}

/// Cases declared in `#if` blocks, which the generated enums and body repeat.
@Reducer
private enum BuildDestination {
  case edit(EditFeature)
  #if DEBUG
    case inspector(DetailFeature)
  #else
    @ReducerCaseIgnored
    case release(Int)
  #endif
}

/// The name of an action's case, by an exhaustive switch: it compiles only if the ignored case
/// `note` has no action.
private func caseName(of action: Destination.Action) -> String {
  switch action {
  case .edit: "edit"
  case .detail: "detail"
  case .toast: "toast"
  }
}

/// Runs a case reducer through the protocol, as a parent's `ifLet` without a closure does.
private func reduce<R: CaseReducer>(
  _: R.Type, _ state: inout R.State, _ action: R.Action
) -> Effect<R.Action> {
  R.body.reduce(into: &state, action: action)
}

@MainActor
@Suite struct EnumReducerTests {
  @Test func eachCaseRunsItsFeatureOnItsState() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.destination(.edit(.titleChanged("Blob")))) {
      $0.destination = .edit(EditFeature.State(title: "Blob"))
    }
    await store.send(.showDetail) {
      $0.destination = .detail(DetailFeature.State())
    }
    await store.send(.destination(.detail(.viewed))) {
      $0.destination = .detail(DetailFeature.State(views: 1))
    }
  }

  @Test func aFeaturesEffectsSendThroughItsCase() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.destination(.edit(.saveButtonTapped)))
    await store.receive(\.destination.edit.saved)
  }

  @Test func anActionForAnotherCaseIsReportedAndIgnored() {
    let store = Store(initialState: Parent.State()) { Parent() }

    withKnownIssue {
      store.send(.destination(.detail(.viewed)))
    } matching: { issue in
      issue.description.contains("received a child action while the state was in another case")
        && issue.description.contains("Destination.Action.detail(.viewed)")
    }

    #expect(store.state.destination == .edit(EditFeature.State()))
  }

  @Test func anEphemeralCaseHasActionsAndNoReducer() async {
    let toast = Toast<Destination.ToastAction>(message: "Deleted")
    let store = TestStore(initialState: Parent.State(destination: .toast(toast))) { Parent() }

    await store.send(.destination(.toast(.undo)))
    #expect(caseName(of: .toast(.undo)) == "toast")
  }

  @Test func anIgnoredCaseIsStateOnly() async {
    let store = TestStore(initialState: Parent.State(destination: .note("Hello"))) { Parent() }

    await store.send(.showDetail) {
      $0.destination = .detail(DetailFeature.State())
    }
    let note: String? = Destination.State.note("Hello").note
    #expect(note == "Hello")
  }

  @Test func theStateIsCasePathableAndObservable() {
    let state = Destination.State.edit(EditFeature.State(title: "Blob"))

    #expect(state.is(\.edit))
    #expect(state.edit?.title == "Blob")
    #expect(state.detail == nil)
    #expect(state[case: \.edit] == EditFeature.State(title: "Blob"))
    #expect((state as Any) is any ObservableState)
  }

  @Test func theStateNamesItsReducer() {
    var state = Destination.State.detail(DetailFeature.State())

    _ = reduce(Destination.State.StateReducer.self, &state, .detail(.viewed))

    #expect(state == .detail(DetailFeature.State(views: 1)))
  }

  @Test func anEnumReducerNestedInAFeatureTakesConformancesByExtension() {
    var state = Inbox.State(destination: .detail(DetailFeature.State()))

    _ = Inbox.Destination.body.reduce(into: &state.destination!, action: .detail(.viewed))

    #expect(state == Inbox.State(destination: .detail(DetailFeature.State(views: 1))))
  }

  @Test func casesInIfConfigRunInTheConfigurationThatHasThem() {
    #if DEBUG
      var state = BuildDestination.State.inspector(DetailFeature.State())
      _ = BuildDestination.body.reduce(into: &state, action: .inspector(.viewed))
      #expect(state.inspector == DetailFeature.State(views: 1))
    #else
      let state = BuildDestination.State.release(1)
      #expect(state.is(\.release))
    #endif
  }

  @Test func conformancesAddedByExtensionCompare() {
    #expect(Destination.State.edit(EditFeature.State()) != .detail(DetailFeature.State()))
    #expect(Destination.Action.edit(.saved) == .edit(.saved))
  }
}

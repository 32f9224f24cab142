import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A download that takes a second, identified by the file it fetches.
private struct Download: Reducer {
  struct State: Equatable, Identifiable {
    let id: String
    var isFinished = false
  }

  @CasePathable
  enum Action: Equatable {
    case finished
    case start
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .finished:
      state.isFinished = true
      return .none
    case .start:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.finished)
      }
    }
  }
}

/// Shows at most one download, held as an optional, and can show another in its place.
private struct DownloadSheet: Reducer {
  struct State: Equatable {
    var download: Download.State?
  }

  @CasePathable
  enum Action: Equatable {
    case download(Download.Action)
    case show(file: String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .download:
        return .none
      case .show(let file):
        state.download = Download.State(id: file)
        return .none
      }
    }
    .ifLet(\.download, action: \.download) {
      Download()
    }
  }
}

/// Shows a download as one case of its enum state, and can show another in its place.
private struct DownloadScreen: Reducer {
  @CasePathable
  enum State: Equatable {
    case download(Download.State)
    case empty
  }

  @CasePathable
  enum Action: Equatable {
    case download(Download.Action)
    case show(file: String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .download:
        return .none
      case .show(let file):
        state = .download(Download.State(id: file))
        return .none
      }
    }
    .ifCaseLet(\.download, action: \.download) {
      Download()
    }
  }
}

/// Asks before deleting, and asks again when the first answer is "not sure".
private struct Deleting: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
  }

  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case deleteButtonTapped

    enum Alert: Equatable { case notSure }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.notSure):
        state.alert = AlertState { TextState("Really delete?") }
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState { TextState("Delete?") }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}

/// An `Identifiable` child state replaced with one of another `id` is another child: `ifLet` and
/// `ifCaseLet` cancel the first child's effects, as when its state goes away.
@MainActor
@Suite struct IdentifiableChildTests {
  let clock = TestClock()

  @Test func ifLetCancelsTheEffectsOfAChildReplacedByOneOfAnotherID() async {
    let store = TestStore(initialState: DownloadSheet.State(download: Download.State(id: "a.txt"))) {
      DownloadSheet()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(.download(.start))
    await store.send(.show(file: "b.txt")) {
      $0.download = Download.State(id: "b.txt")
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func ifLetKeepsTheEffectsOfAChildReplacedByOneOfTheSameID() async {
    let store = TestStore(initialState: DownloadSheet.State(download: Download.State(id: "a.txt"))) {
      DownloadSheet()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(.download(.start))
    await store.send(.show(file: "a.txt"))
    await clock.advance(by: .seconds(1))
    await store.receive(\.download.finished) {
      $0.download?.isFinished = true
    }
  }

  @Test func ifCaseLetCancelsTheEffectsOfAChildReplacedByOneOfAnotherID() async {
    let store = TestStore(initialState: DownloadScreen.State.download(Download.State(id: "a.txt"))) {
      DownloadScreen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(.download(.start))
    await store.send(.show(file: "b.txt")) {
      $0 = .download(Download.State(id: "b.txt"))
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func ifCaseLetKeepsTheEffectsOfAChildReplacedByOneOfTheSameID() async {
    let store = TestStore(initialState: DownloadScreen.State.download(Download.State(id: "a.txt"))) {
      DownloadScreen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(.download(.start))
    await store.send(.show(file: "a.txt"))
    await clock.advance(by: .seconds(1))
    await store.receive(\.download.finished) {
      $0 = .download(Download.State(id: "a.txt", isFinished: true))
    }
  }

  // An alert is `Identifiable` too: one shown in answer to an alert's action is a new alert, which
  // stays; only the alert that was answered goes away.
  @Test func anOptionalAlertReplacedInAnswerToItsActionStays() async {
    let store = TestStore(initialState: Deleting.State()) { Deleting() }

    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.notSure)) {
      $0.alert = AlertState { TextState("Really delete?") }
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var title = "Counter"
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case rename(String)
    case noop
    case rows(IdentifiedAction<Int, Row>)
  }

  enum Row: Equatable {
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
    case .rename(let title):
      state.title = title
    case .noop, .rows:
      break
    }
    return .none
  }
}

@MainActor
@Suite struct PrintChangesTests {
  @Test func customDumpPrintsTheActionAndTheDiffOfTheState() {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State()) {
      Feature()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }

    store.send(.increment)

    #expect(
      output.value == """
        received action:
          Feature.Action.increment
          Feature.State(
        -   count: 0,
        +   count: 1,
            title: "Counter"
          )

        """
    )
  }

  @Test func customDumpSaysWhenTheStateDidNotChange() {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State()) {
      Feature()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }

    store.send(.noop)

    #expect(
      output.value == """
        received action:
          Feature.Action.noop
          (No state changes)

        """
    )
  }

  @Test func actionLabelsPrintTheCasesWithoutTheirValues() {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State()) {
      Feature()._printChanges(.actionLabels { text in output.withValue { $0 += text } })
    }

    store.send(.increment)
    store.send(.rename("Timer"))
    store.send(.rows(.element(id: 1, action: .tapped)))

    #expect(
      output.value == """
        received action: .increment
        received action: .rename
        received action: .rows(.element(id:, action: .tapped))

        """
    )
  }

  @Test func printerReceivesEachActionWithTheStateBeforeAndAfterIt() {
    let changes = LockIsolated<[(Feature.Action, Int, Int)]>([])
    let store = Store(initialState: Feature.State()) {
      Feature()._printChanges(
        _ReducerPrinter { action, oldState, newState in
          changes.withValue { $0.append((action, oldState.count, newState.count)) }
        }
      )
    }

    store.send(.increment)
    store.send(.increment)

    #expect(changes.value.map(\.0) == [.increment, .increment])
    #expect(changes.value.map(\.1) == [0, 1])
    #expect(changes.value.map(\.2) == [1, 2])
  }

  @Test func nilPrinterPrintsNothingAndStillRunsTheReducer() {
    let store = Store(initialState: Feature.State()) {
      Feature()._printChanges(nil)
    }

    store.send(.increment)

    #expect(store.state.count == 1)
  }
}

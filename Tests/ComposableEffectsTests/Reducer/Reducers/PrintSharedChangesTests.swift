import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    @Shared var count: Int
    var title = "Counter"
  }

  enum Action: Equatable {
    case increment
    case rename(String)
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    case .rename(let title):
      state.title = title
      return .none
    case .incrementLater:
      return .run { [count = state.$count] _ in
        count.withLock { $0 += 10 }
      }
    }
  }
}

/// `_printChanges` shows a change to `@Shared` state, which both the state before and the state
/// after hold by reference.
@MainActor
@Suite struct PrintSharedChangesTests {
  @Test func aSharedChangeIsPrintedAsADiff() {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State(count: Shared(value: 0))) {
      Feature()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }

    store.send(.increment)

    #expect(output.value.contains("-   _count: 0"))
    #expect(output.value.contains("+   _count: 1"))
    #expect(!output.value.contains("No state changes"))
  }

  @Test func theNextActionComparesWithTheSharedValueTheLastOneLeft() {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State(count: Shared(value: 0))) {
      Feature()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }

    store.send(.increment)
    output.setValue("")
    store.send(.rename("Shared"))

    #expect(!output.value.contains("-   _count"))
    #expect(output.value.contains("    _count: 1"))
    #expect(output.value.contains("-   title: \"Counter\""))
    #expect(output.value.contains("+   title: \"Shared\""))
  }

  @Test func anEffectsLaterChangeIsNotTrackedByThePrinter() async {
    let output = LockIsolated("")
    let store = Store(initialState: Feature.State(count: Shared(value: 0))) {
      Feature()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }

    await store.send(.incrementLater).finish()
    #expect(store.count == 10)
    output.setValue("")
    store.send(.increment)

    #expect(output.value.contains("-   _count: 10"))
    #expect(output.value.contains("+   _count: 11"))
  }

  @Test func aCustomPrinterReadsTheLiveSharedValueAfterTheAction() {
    let seen = LockIsolated<[Int]>([])
    let store = Store(initialState: Feature.State(count: Shared(value: 0))) {
      Feature()._printChanges(
        _ReducerPrinter { _, _, newState in seen.withValue { $0.append(newState.count) } }
      )
    }

    store.send(.increment)
    store.send(.increment)

    #expect(seen.value == [1, 2])
  }
}

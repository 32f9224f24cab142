import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A feature that closes itself with `@Dependency(\.dismiss)`, and can start an effect that
/// runs until cancelled.
@Reducer
private struct Closable {
  struct State: Equatable {}

  enum Action: Equatable {
    case closeButtonTapped
    case task
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .task:
        return .run { _ in try await Task.never() }
      }
    }
  }
}

@MainActor
@Suite struct TestStoreDismissTests {
  @Test func theRootFeatureDismissingItselfMarksTheStoreDismissed() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    #expect(!store.isDismissed)
    await store.send(.closeButtonTapped)
    #expect(store.isDismissed)
  }

  // Ending the test with `.task`'s effect running would fail it.
  @Test func dismissingTheRootFeatureCancelsItsEffects() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.task)
    await store.send(.closeButtonTapped)
  }

  @Test func sendingToADismissedStoreFailsAndSendsNothing() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.closeButtonTapped)
    await withKnownIssue {
      await store.send(.task)
    } matching: { issue in
      issue.description.contains(
        "to a test store whose feature has dismissed itself ('@Dependency(\\.dismiss)')"
      )
        && issue.description.contains("Closable.Action.task")
    }
  }

  @Test func aDismissalTheTestGivesWins() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: Closable.State()) {
      Closable()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeButtonTapped)
    #expect(dismissed.value)
    #expect(!store.isDismissed)
  }
}

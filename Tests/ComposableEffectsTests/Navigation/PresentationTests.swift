import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@MainActor
@Suite struct PresentationTests {
  let clock = TestClock()

  private func makeStore(
    _ state: PresentingParent.State = PresentingParent.State()
  ) -> TestStoreOf<PresentingParent> {
    TestStore(initialState: state) {
      PresentingParent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func presentingSetsTheChildState() async {
    let store = makeStore()

    await store.send(.presentButtonTapped) {
      $0.child = PresentedCounter.State()
    }
  }

  @Test func childActionsReachThePresentedChild() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.incrementButtonTapped) {
      $0.child?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func childActionsReachThePresentedChildThroughPresented() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(.child(.presented(.incrementButtonTapped))) {
      $0.child?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func dismissRunsTheParentWhileTheChildIsPresentedThenNilsIt() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State(count: 7)))

    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.countSeenByParent = 7
    }
  }

  @Test func dismissFromAChildEffectSendsDismissToTheParent() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.countSeenByParent = 0
    }
  }

  @Test func childDelegatesThenDismissesItself() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State(count: 3)))

    await store.send(\.child.saveButtonTapped)
    await store.receive(\.child.delegate.saved, 3) {
      $0.savedCount = 3
    }
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.countSeenByParent = 3
    }
  }

  @Test func aNestedChildsDismissDismissesItAlone() async {
    let store = TestStore(
      initialState: GrandParent.State(parent: PresentingParent.State(child: PresentedCounter.State()))
    ) {
      GrandParent()
    }

    await store.send(\.parent.child.closeButtonTapped)
    await store.receive(\.parent.child.dismiss) {
      $0.parent?.child = nil
      $0.parent?.countSeenByParent = 0
    }
  }

  @Test func dismissingAParentCancelsItsPresentedChildsEffects() async {
    let store = TestStore(
      initialState: GrandParent.State(parent: PresentingParent.State(child: PresentedCounter.State()))
    ) {
      GrandParent()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }

    await store.send(\.parent.child.startTimerButtonTapped)
    await store.send(.parent(.dismiss)) {
      $0.parent = nil
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func childEffectsAreCancelledWhenItIsDismissed() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.countSeenByParent = 0
    }
    // Had the timer survived, it would now send `timerTicked` to an absent child.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func childEffectsAreCancelledWhenTheParentSetsItsStateToNil() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(.clearButtonTapped) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func childEffectsAreCancelledWhenAnotherPresentationReplacesIt() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State(count: 5)))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(.replaceButtonTapped) {
      $0.child = PresentedCounter.State()
    }
    // The old child's tick would count on the new child.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func childEffectsKeepRunningWhileTheChildStateChanges() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(\.child.incrementButtonTapped) {
      $0.child?.count = 1
      $0.countSeenByParent = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.count = 2
    }
  }

  @Test func cancellationIDsAreScopedToThePresentation() async {
    let store = makeStore(
      PresentingParent.State(child: PresentedCounter.State(), other: PresentedCounter.State())
    )

    await store.send(\.child.startTimerButtonTapped)
    await store.send(\.other.startTimerButtonTapped)
    await store.send(\.child.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.other.timerTicked) {
      $0.other?.count = 1
    }
  }

  @Test func anActionForAnAbsentChildIsReportedAndIgnored() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.child(.presented(.incrementButtonTapped)))
    } matching: { issue in
      issue.description.contains(
        """
        An 'ifLet' at "ComposableEffectsTests/PresentationFeatures.swift:
        """
      )
        && issue.description.contains(
          """
          received a presentation action while nothing was presented:

            Action:
              PresentingParent.Action.child(
                .presented(.incrementButtonTapped)
              )

          The action was ignored.
          """
        )
    }
  }

  @Test func isPresentedIsTrueInsideAPresentation() async {
    let store = makeStore(PresentingParent.State(child: PresentedCounter.State()))

    await store.send(\.child.isPresentedButtonTapped) {
      $0.child?.isPresented = true
    }
  }

  @Test func isPresentedIsFalseOutsideAPresentation() async {
    let store = TestStore(initialState: PresentedCounter.State()) {
      PresentedCounter()
    }

    await store.send(.isPresentedButtonTapped) {
      $0.isPresented = false
    }
  }

  // In a store's root feature; the root feature of a test store dismisses the test store (see
  // `TestStoreDismissTests`).
  @Test func dismissOutsideAPresentationIsReported() async {
    let store = Store(initialState: PresentedCounter.State()) {
      PresentedCounter()
    }

    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: { issue in
      issue.description.contains(
        """
        '@Dependency(\\.dismiss)' was called at "ComposableEffectsTests/PresentationFeatures.swift:
        """
      )
        && issue.description.contains("check '@Dependency(\\.isPresented)' before dismissing")
    }
  }

  @Test func aDismissEffectOfTheTestsOwnIsCalled() async {
    let isDismissed = LockIsolated(false)
    let store = TestStore(initialState: PresentedCounter.State()) {
      PresentedCounter()
    } withDependencies: {
      $0.dismiss = DismissEffect { isDismissed.setValue(true) }
    }

    await store.send(.closeButtonTapped)

    #expect(isDismissed.value)
  }
}

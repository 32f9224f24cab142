import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@MainActor
@Suite struct StackTests {
  let clock = TestClock()

  // The initial state is built inside the test store, which hands out the stack's identifiers.
  private func makeStore(
    _ state: @autoclosure () -> StackRoot.State = StackRoot.State()
  ) -> TestStoreOf<StackRoot> {
    TestStore(initialState: state()) {
      StackRoot()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func appendedElementsGetTheIDsZeroOneTwo() async {
    let store = makeStore()

    await store.send(.detailButtonTapped) {
      $0.path[id: 0] = .detail(PresentedCounter.State())
    }
    await store.send(.detailButtonTapped) {
      $0.path[id: 1] = .detail(PresentedCounter.State())
    }
    await store.send(.detailButtonTapped) {
      $0.path[id: 2] = .detail(PresentedCounter.State())
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func theInitialElementsGetTheFirstIDs() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State(count: 1))]))

    await store.send(.detailButtonTapped) {
      $0.path[id: 1] = .detail(PresentedCounter.State())
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func pushPushesTheElementBeforeTheParentRuns() async {
    let store = makeStore()

    await store.send(.path(.push(id: 0, state: .detail(PresentedCounter.State())))) {
      $0.path[id: 0] = .detail(PresentedCounter.State())
      $0.isOnStackSeenByParent = true
    }
    // The pushed identifier is taken: the next element gets the one after it.
    await store.send(.detailButtonTapped) {
      $0.path[id: 1] = .detail(PresentedCounter.State())
    }
  }

  @Test func popFromPopsTheElementAndThoseAboveItAfterTheParentRuns() async {
    let store = makeStore()
    await store.send(.detailButtonTapped) { $0.path[id: 0] = .detail(PresentedCounter.State()) }
    await store.send(.detailButtonTapped) { $0.path[id: 1] = .detail(PresentedCounter.State()) }
    await store.send(.detailButtonTapped) { $0.path[id: 2] = .detail(PresentedCounter.State()) }

    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.isOnStackSeenByParent = true
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func elementActionsReachTheirElementBeforeTheParent() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State())]))

    await store.send(\.path[id: 0].detail.incrementButtonTapped) {
      $0.path[id: 0, case: \.detail]?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func anElementsActionIsReceivedByItsID() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State(count: 4))]))

    await store.send(\.path[id: 0].detail.saveButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.saved) {
      $0.savedCount = 4
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path[id: 0] = nil
      $0.isOnStackSeenByParent = true
    }
  }

  @Test func dismissInsideAnElementPopsIt() async {
    let store = makeStore(
      StackRoot.State(path: [.detail(PresentedCounter.State()), .detail(PresentedCounter.State())])
    )

    await store.send(\.path[id: 0].detail.closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path.removeAll()
      $0.isOnStackSeenByParent = true
    }
  }

  @Test func poppingAnElementCancelsItsEffects() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State())]))

    await store.send(\.path[id: 0].detail.startTimerButtonTapped)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
      $0.isOnStackSeenByParent = true
    }
    // Had the timer survived, it would now send `timerTicked` to a missing element.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func removingElementsFromTheStateCancelsTheirEffects() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State())]))

    await store.send(\.path[id: 0].detail.startTimerButtonTapped)
    await store.send(.removeAllButtonTapped) {
      $0.path.removeAll()
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func cancellationIDsAreScopedToTheElement() async {
    let store = makeStore(
      StackRoot.State(path: [.detail(PresentedCounter.State()), .detail(PresentedCounter.State())])
    )

    await store.send(\.path[id: 0].detail.startTimerButtonTapped)
    await store.send(\.path[id: 1].detail.startTimerButtonTapped)
    await store.send(\.path[id: 0].detail.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].detail.timerTicked) {
      $0.path[id: 1, case: \.detail]?.count = 1
    }
  }

  @Test func isPresentedIsTrueInsideAnElement() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State())]))

    await store.send(\.path[id: 0].detail.isPresentedButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isPresented = true
    }
  }

  @Test func anActionForAMissingElementIsReportedAndIgnored() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .detail(.incrementButtonTapped))))
    } matching: { issue in
      issue.description.contains(
        """
        A 'forEach' at "ComposableEffectsTests/StackFeatures.swift:
        """
      )
        && issue.description.contains(
          """
          received an action for an element that is not on the stack:

            Action:
              StackRoot.Action.path(
                .element(
                  id: #3,
                  action: .detail(.incrementButtonTapped)
                )
              )

          The action was ignored.
          """
        )
    }
  }

  @Test func popFromForAMissingElementIsReported() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.path(.popFrom(id: 3))) {
        $0.isOnStackSeenByParent = false
      }
    } matching: { issue in
      issue.description.contains("received 'popFrom' for an element that is not on the stack")
    }
  }

  @Test func pushOfAnElementAlreadyOnTheStackIsReportedAndIgnored() async {
    let store = makeStore(StackRoot.State(path: [.detail(PresentedCounter.State(count: 1))]))

    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .detail(PresentedCounter.State())))) {
        $0.isOnStackSeenByParent = true
      }
    } matching: { issue in
      issue.description.contains(
        """
        A 'forEach' at "ComposableEffectsTests/StackFeatures.swift:
        """
      )
        && issue.description.contains(
          """
          received 'push' with an identifier that is already on the stack, so the push was \
          ignored:

            ID:
              #0
            On the stack:
              [
                [0]: #0
              ]
          """
        )
    }
    #expect(store.state.path[id: 0, case: \.detail]?.count == 1)
  }

  @Test func pushOfAnIDTheStoreHasNotHandedOutIsReported() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .detail(PresentedCounter.State())))) {
        $0.path[id: 5] = .detail(PresentedCounter.State())
        $0.isOnStackSeenByParent = true
      }
    } matching: { issue in
      issue.description.contains(
        """
        received 'push' with an identifier the store has not handed out yet; in a test, push \
        the one it hands out next, as the user interface would:

          Pushed ID:
            #5
          Next ID:
            #0
        """
      )
    }
  }

  @Test func aStackOfPlainFeaturesRunsItsElements() async {
    let store = TestStore(initialState: CounterStackRoot.State()) {
      CounterStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path[id: 0] = PresentedCounter.State()
    }
    await store.send(\.path[id: 0].incrementButtonTapped) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path = []
    }
  }
}

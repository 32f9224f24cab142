import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A feature's `.cancel(id:)` reaches the effects with that identifier of the feature and of
/// every feature presented or pushed beneath it, never those of its parent or its siblings.
@MainActor
@Suite struct NavigationCancellationTests {
  let clock = TestClock()

  // The initial state is built inside the test store, which hands out the stack's identifiers.
  private func makeStore(
    _ state: @autoclosure () -> CancellingRoot.State
  ) -> TestStoreOf<CancellingRoot> {
    TestStore(initialState: state()) {
      CancellingRoot()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func theParentCancelsAPresentedChildsEffect() async {
    let store = makeStore(CancellingRoot.State(child: PresentedCounter.State()))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theParentCancelsTheEffectsOfTwoPresentedChildren() async {
    let store = makeStore(
      CancellingRoot.State(child: PresentedCounter.State(), other: PresentedCounter.State())
    )

    await store.send(\.child.startTimerButtonTapped)
    await store.send(\.other.startTimerButtonTapped)
    await store.send(.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theParentCancelsAGrandchildsEffect() async {
    let store = makeStore(
      CancellingRoot.State(parent: PresentingParent.State(child: PresentedCounter.State()))
    )

    await store.send(\.parent.child.startTimerButtonTapped)
    await store.send(.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theParentCancelsItsOwnEffectAndAChildsTogether() async {
    let store = makeStore(CancellingRoot.State(child: PresentedCounter.State()))

    await store.send(.startTimerButtonTapped)
    await store.send(\.child.startTimerButtonTapped)
    await store.send(.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func taskCancelInTheParentsEffectReachesAPresentedChild() async {
    let store = makeStore(CancellingRoot.State(child: PresentedCounter.State()))

    await store.send(\.child.startTimerButtonTapped)
    await store.send(.cancelTimerFromAnEffectButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aPresentedChildCannotCancelItsParentsEffect() async {
    let store = makeStore(CancellingRoot.State(child: PresentedCounter.State()))

    await store.send(.startTimerButtonTapped)
    await store.send(\.child.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 1
    }
  }

  @Test func aGrandchildCannotCancelItsGrandparentsEffect() async {
    let store = makeStore(
      CancellingRoot.State(parent: PresentingParent.State(child: PresentedCounter.State()))
    )

    await store.send(.startTimerButtonTapped)
    await store.send(\.parent.child.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 1
    }
  }

  @Test func aPresentedChildCannotCancelItsSiblingsEffect() async {
    let store = makeStore(
      CancellingRoot.State(child: PresentedCounter.State(), other: PresentedCounter.State())
    )

    await store.send(\.child.startTimerButtonTapped)
    await store.send(\.other.startTimerButtonTapped)
    await store.send(\.other.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.count = 1
    }
  }

  @Test func theParentCancelsTheEffectsOfEveryPushedElement() async {
    let store = makeStore(
      CancellingRoot.State(path: StackState([PresentedCounter.State(), PresentedCounter.State()]))
    )

    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(\.path[id: 1].startTimerButtonTapped)
    await store.send(.cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aPushedElementCannotCancelItsParentsEffect() async {
    let store = makeStore(CancellingRoot.State(path: StackState([PresentedCounter.State()])))

    await store.send(.startTimerButtonTapped)
    await store.send(\.path[id: 0].cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 1
    }
  }

  @Test func aPushedElementCannotCancelItsSiblingsEffect() async {
    let store = makeStore(
      CancellingRoot.State(path: StackState([PresentedCounter.State(), PresentedCounter.State()]))
    )

    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(\.path[id: 1].startTimerButtonTapped)
    await store.send(\.path[id: 1].cancelTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timerTicked) {
      $0.path[id: 0]?.count = 1
    }
  }
}

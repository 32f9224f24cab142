import ComposableEffects
import Testing

/// Dismissal in a live store, where effects run on the cooperative pool.
@MainActor
@Suite struct NavigationStoreTests {
  @Test func aChildDismissesItselfInALiveStore() async {
    let store = Store(initialState: PresentingParent.State(child: PresentedCounter.State())) {
      PresentingParent()
    }

    await store.send(.child(.presented(.closeButtonTapped))).finish()

    #expect(store.state.child == nil)
  }

  @Test func anElementPopsItselfInALiveStore() async {
    let store = Store(
      initialState: StackRoot.State(path: [.detail(PresentedCounter.State())])
    ) {
      StackRoot()
    }

    await store.send(.path(.element(id: store.state.path.ids[0], action: .detail(.closeButtonTapped))))
      .finish()

    #expect(store.state.path.isEmpty)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@MainActor
@Suite struct EnumDestinationTests {
  private func makeStore(
    _ state: DestinationParent.State = DestinationParent.State()
  ) -> TestStoreOf<DestinationParent> {
    TestStore(initialState: state) {
      DestinationParent()
    }
  }

  @Test func anEnumDestinationRunsTheCasesFeature() async {
    let store = makeStore()

    await store.send(.showEditButtonTapped) {
      $0.destination = .edit(PresentedCounter.State())
    }
    await store.send(\.destination.edit.incrementButtonTapped) {
      $0.destination = .edit(PresentedCounter.State(count: 1))
    }
  }

  @Test func anEnumDestinationsChildDelegatesAndDismissesItself() async {
    let store = makeStore(DestinationParent.State(destination: .edit(PresentedCounter.State(count: 2))))

    await store.send(\.destination.edit.saveButtonTapped)
    await store.receive(\.destination.edit.delegate.saved) {
      $0.savedCount = 2
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func changingTheDestinationsCaseCancelsTheFormerCasesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: DestinationParent.State(destination: .edit(PresentedCounter.State()))) {
      DestinationParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.destination.edit.startTimerButtonTapped)
    await store.send(.showDetailButtonTapped) {
      $0.destination = .detail(PresentedCounter.State())
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anEphemeralStatesActionReachesTheParentAndDismissesIt() async {
    let store = makeStore()

    await store.send(.showAlertButtonTapped) {
      $0.alert = TestAlertState(title: "Delete?")
    }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.confirmed = true
    }
  }

  @Test func anEphemeralStateIsDismissedByDismiss() async {
    let store = makeStore(DestinationParent.State(alert: TestAlertState(title: "Delete?")))

    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func anEphemeralCaseOfAnEnumDestinationIsDismissedByItsAction() async {
    let store = makeStore(DestinationParent.State(destination: .alert(TestAlertState(title: "Delete?"))))

    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.confirmed = true
    }
  }

  @Test func aNonEphemeralCaseStaysPresentedAfterItsAction() async {
    let store = makeStore(DestinationParent.State(destination: .detail(PresentedCounter.State())))

    await store.send(\.destination.detail.incrementButtonTapped) {
      $0.destination = .detail(PresentedCounter.State(count: 1))
    }
  }
}

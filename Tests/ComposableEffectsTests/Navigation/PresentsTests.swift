import ComposableEffects
import Observation
import Testing

/// Counts the changes `withObservationTracking` reports for what `apply` reads.
private func changes(reading apply: () -> Void) -> LockIsolated<Int> {
  let changes = LockIsolated(0)
  withObservationTracking(apply) { changes.withValue { $0 += 1 } }
  return changes
}

/// `@Presents` in `@ObservableState` state (`PresentingParent.State`) and in plain state
/// (`DestinationParent.State`).
@Suite struct PresentsTests {
  @Test func presentingTellsTheObservers() {
    var state = PresentingParent.State()
    let changes = changes { _ = state.child }

    state.child = PresentedCounter.State()

    #expect(changes.value == 1)
  }

  @Test func aChangeInsideThePresentedChildIsTheChildsOwn() {
    var state = PresentingParent.State(child: PresentedCounter.State())
    let changes = changes { _ = state.child }

    state.child?.count += 1

    #expect(changes.value == 0)
    #expect(state.child?.count == 1)
  }

  @Test func replacingThePresentedChildTellsTheObservers() {
    var state = PresentingParent.State(child: PresentedCounter.State())
    let changes = changes { _ = state.child }

    state.child = PresentedCounter.State()

    #expect(changes.value == 1)
  }

  @Test func writingThroughTheProjectionTellsTheObservers() {
    var state = PresentingParent.State()
    let changes = changes { _ = state.child }

    state.$child = PresentationState(wrappedValue: PresentedCounter.State(count: 2))

    #expect(changes.value == 1)
    #expect(state.child?.count == 2)
  }

  @Test func theProjectionIsThePresentationOfTheProperty() {
    var state = PresentingParent.State(child: PresentedCounter.State(count: 1))

    state.$child.wrappedValue?.count += 1

    #expect(state.child?.count == 2)
  }

  @Test func observableStateDumpsThePresentedStateUnderThePropertysName() {
    let state = PresentingParent.State(child: PresentedCounter.State())

    let dump = String(customDumping: state)

    #expect(dump.contains("child: PresentedCounter.State("))
    #expect(!dump.contains("_child"))
  }

  @Test func plainStateStoresThePresentation() {
    var state = DestinationParent.State()

    state.alert = TestAlertState(title: "Delete?")

    #expect(state.$alert.wrappedValue == TestAlertState(title: "Delete?"))
    #expect(state != DestinationParent.State())
  }

  @Test func thePresentationStateOfAnEnumReadsACase() {
    var presentation = PresentationState<PresentedDestination.State>(wrappedValue: .edit(PresentedCounter.State()))

    presentation[case: \.edit]?.count = 3

    #expect(presentation.wrappedValue == .edit(PresentedCounter.State(count: 3)))
    #expect(presentation[case: \.detail] == nil)
  }

  @Test func writingNilThroughTheCaseOfThePresentationStateDismisses() {
    var presentation = PresentationState<PresentedDestination.State>(wrappedValue: .edit(PresentedCounter.State()))

    presentation[case: \.edit] = nil

    #expect(presentation.wrappedValue == nil)
  }

  @Test func writingThroughAnotherCaseOfThePresentationStateIsReportedAndChangesNothing() {
    var presentation = PresentationState<PresentedDestination.State>(wrappedValue: .edit(PresentedCounter.State()))
    var absent = PresentationState<PresentedDestination.State>(wrappedValue: nil)

    withKnownIssue {
      presentation[case: \.detail]?.count = 3
    } matching: { issue in
      issue.description.contains("while the state was in the case 'edit', not in the case it names")
    }
    withKnownIssue {
      absent[case: \.detail] = PresentedCounter.State()
    } matching: { issue in
      issue.description.contains("while the state was absent, not in the case it names")
    }

    #expect(presentation.wrappedValue == .edit(PresentedCounter.State()))
    #expect(absent.wrappedValue == nil)
  }

  @Test func aPresentationStateDumpsAsItsValue() {
    let presentation = PresentationState(wrappedValue: 42)

    #expect(String(customDumping: presentation) == "42")
  }
}

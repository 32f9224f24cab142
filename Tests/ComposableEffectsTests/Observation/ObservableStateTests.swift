import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

@ObservableState
private struct Counter: Hashable, Sendable {
  let id: Int
  var count = 0
  var name = ""
  @ObservationStateIgnored var taps = 0
}

extension Counter {
  mutating func reset() {
    self = Counter(id: id)
  }

  mutating func replace(with other: Self) {
    self = other
  }
}

@ObservableState
private struct Parent {
  var child = Counter(id: 1)
  var optionalChild: Counter?
  var destination: Destination = .idle
}

@ObservableState
private enum Destination: Equatable {
  case idle
  case counter(Counter)
  case labeled(counter: Counter)
  case message(String)
}

/// Counts the changes `withObservationTracking` reports for what `apply` reads: one at most, as
/// tracking ends at the first.
private func changes(reading apply: () -> Void) -> LockIsolated<Int> {
  let changes = LockIsolated(0)
  withObservationTracking(apply) { changes.withValue { $0 += 1 } }
  return changes
}

@Suite struct ObservableStateTests {
  @Test func changingAPropertyTellsItsObservers() {
    var counter = Counter(id: 1)
    let changes = changes { _ = counter.count }

    counter.count += 1

    #expect(changes.value == 1)
    #expect(counter.count == 1)
  }

  @Test func settingAPropertyTellsItsObservers() {
    var counter = Counter(id: 1)
    let changes = changes { _ = counter.name }

    counter.name = "Blob"

    #expect(changes.value == 1)
    #expect(counter.name == "Blob")
  }

  @Test func changingAnotherPropertyTellsNoOne() {
    var counter = Counter(id: 1)
    let changes = changes { _ = counter.count }

    counter.name = "Blob"

    #expect(changes.value == 0)
  }

  @Test func changingAnIgnoredPropertyTellsNoOne() {
    var counter = Counter(id: 1)
    let changes = changes { _ = counter.taps }

    counter.taps += 1

    #expect(changes.value == 0)
    #expect(counter.taps == 1)
  }

  @Test func statesWithEqualPropertiesAreEqualWhateverTheirIdentity() {
    let first = Counter(id: 1, count: 2, name: "Blob")
    let second = Counter(id: 1, count: 2, name: "Blob")

    #expect(first._$id != second._$id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != Counter(id: 1, count: 3, name: "Blob"))
  }

  @Test func dumpShowsThePropertiesUnderTheirOwnNames() {
    var dump = ""
    customDump(Counter(id: 1, count: 2, name: "Blob"), to: &dump)

    #expect(
      dump == """
        Counter(
          id: 1,
          count: 2,
          name: "Blob",
          taps: 0
        )
        """
    )
  }

  @Test func copiesShareTheirObservers() {
    let counter = Counter(id: 1)
    let changes = changes { _ = counter.count }
    var copy = counter

    copy.count += 1

    #expect(copy._$id == counter._$id)
    #expect(changes.value == 1)
  }

  @Test func copyWithANewIdentityKeepsTheOriginalsObservers() {
    let counter = Counter(id: 1)
    let changes = changes { _ = counter.count }
    var copy = counter
    copy._$willModify()

    copy.count += 1

    #expect(copy._$id != counter._$id)
    #expect(changes.value == 1)
    #expect(copy == Counter(id: 1, count: 1))
  }

  @Test func changingAChildInPlaceTellsTheChildsObserversOnly() {
    var parent = Parent()
    let parentChanges = changes { _ = parent.child }
    let childChanges = changes { _ = parent.child.count }

    parent.child.count += 1

    #expect(parentChanges.value == 0)
    #expect(childChanges.value == 1)
    #expect(parent.child.count == 1)
  }

  @Test func replacingAChildTellsTheParentsObservers() {
    var parent = Parent()
    let changes = changes { _ = parent.child }

    parent.child = Counter(id: 2)

    #expect(changes.value == 1)
    #expect(parent.child.id == 2)
  }

  @Test func settingAnUpdatedCopyOfAChildTellsTheChildsObserversOnly() {
    var parent = Parent()
    let parentChanges = changes { _ = parent.child }
    let childChanges = changes { _ = parent.child.count }

    var child = parent.child
    child.count = 5
    parent.child = child

    #expect(parentChanges.value == 0)
    #expect(childChanges.value == 1)
  }

  @Test func replacingAChildInPlaceTellsTheParentsObservers() {
    var parent = Parent()
    let changes = changes { _ = parent.child }

    parent.child.reset()

    #expect(changes.value == 1)
  }

  @Test func replacingAChildInPlaceWithAnUpdatedCopyTellsItsObservers() {
    let child = Counter(id: 1, count: 1)
    var updated = child
    updated.count = 2
    var parent = Parent(child: child)
    let changes = changes { _ = parent.child.count }

    parent.child.replace(with: updated)

    #expect(changes.value == 1)
    #expect(parent.child.count == 2)
  }

  @Test func presentingAnOptionalChildTellsTheParentsObservers() {
    var parent = Parent()
    let changes = changes { _ = parent.optionalChild }

    parent.optionalChild = Counter(id: 1)

    #expect(changes.value == 1)
  }

  @Test func changingAnOptionalChildInPlaceTellsTheChildsObserversOnly() {
    var parent = Parent(optionalChild: Counter(id: 1))
    let parentChanges = changes { _ = parent.optionalChild }
    let childChanges = changes { _ = parent.optionalChild?.count }

    parent.optionalChild?.count += 1

    #expect(parentChanges.value == 0)
    #expect(childChanges.value == 1)
  }

  @Test func dismissingAnOptionalChildTellsTheParentsObservers() {
    var parent = Parent(optionalChild: Counter(id: 1))
    let changes = changes { _ = parent.optionalChild }

    parent.optionalChild = nil

    #expect(changes.value == 1)
  }

  @Test func enumStateHasTheIdentityOfItsCasesState() {
    let counter = Counter(id: 1)

    #expect(Destination.counter(counter)._$id == Destination.counter(counter)._$id)
    #expect(Destination.labeled(counter: counter)._$id != Destination.counter(counter)._$id)
    #expect(Destination.idle._$id != Destination.idle._$id)
    #expect(Destination.message("Hi")._$id != Destination.message("Hi")._$id)
  }

  @Test func changingTheStateInAnEnumCaseKeepsItsIdentity() {
    var parent = Parent(destination: .counter(Counter(id: 1)))
    let changes = changes { _ = parent.destination }
    let id = parent.destination._$id

    if case var .counter(counter) = parent.destination {
      counter.count += 1
      parent.destination = .counter(counter)
    }

    #expect(parent.destination._$id == id)
    #expect(changes.value == 0)
    #expect(parent.destination == .counter(Counter(id: 1, count: 1)))
  }

  @Test func changingTheCaseOfAnEnumStateTellsTheParentsObservers() {
    var parent = Parent(destination: .counter(Counter(id: 1)))
    let changes = changes { _ = parent.destination }

    parent.destination = .idle

    #expect(changes.value == 1)
  }

  @Test func changingAValueThatIsNotStateInAnEnumCaseTellsTheParentsObservers() {
    var parent = Parent(destination: .message("Hi"))
    let changes = changes { _ = parent.destination }

    parent.destination = .message("Bye")

    #expect(changes.value == 1)
  }

  @Test func willModifyGivesTheStateInAnEnumCaseANewIdentity() {
    var destination = Destination.labeled(counter: Counter(id: 1))
    let id = destination._$id

    destination._$willModify()

    #expect(destination._$id != id)
    #expect(destination == .labeled(counter: Counter(id: 1)))
  }
}

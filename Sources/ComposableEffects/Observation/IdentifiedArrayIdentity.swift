import OrderedCollections

// An `IdentifiedArray` of observable states is told as TCA tells it: its observers are told when
// its ids change (an element inserted, removed or moved), not when an element changes or is
// replaced by another with the same id, whose own observers are told through its registrar.
// Comparing ids costs nothing when, as in every change of one element, the ids' storage is the
// same: a change of one todo in a list of thousands does not walk the list.
extension ObservationStateRegistrar {
  /// Sets `storage` to `newValue`, telling the observers of `keyPath` unless both have the same
  /// ids in the same order.
  public func mutate<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ storage: inout IdentifiedArray<ID, Element>, _ newValue: IdentifiedArray<ID, Element>
  ) {
    if _IdentifiedArrayIdentity(storage) == _IdentifiedArrayIdentity(newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Begins an in-place change of an identified array of states: its ids, to tell once it ends
  /// whether they changed.
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _IdentifiedArrayIdentity<ID> {
    _IdentifiedArrayIdentity(member)
  }

  /// Ends an in-place change of an identified array of states, telling the observers of
  /// `keyPath` if its ids changed.
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: IdentifiedArray<ID, Element>, _ oldIdentity: _IdentifiedArrayIdentity<ID>
  ) {
    guard _IdentifiedArrayIdentity(member) != oldIdentity else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

/// The ids of an identified array, in order: what a change of the array compares to tell a change
/// of an element from a change of the array.
///
/// Holding the ids does not copy the elements: a change to one element in place leaves the ids'
/// storage shared, and two ids sharing their storage are equal without being walked.
///
/// > Note: An implementation detail of ``ObservableState()``, public because its expansions use
/// > it.
public struct _IdentifiedArrayIdentity<ID: Hashable>: Equatable {
  private let ids: OrderedSet<ID>

  init<Element>(_ array: IdentifiedArray<ID, Element>) {
    self.ids = array.ids
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.ids.count == rhs.ids.count else { return false }
    let sameStorage = withUnsafeBytes(of: lhs.ids) { lhs in
      withUnsafeBytes(of: rhs.ids) { rhs in lhs.elementsEqual(rhs) }
    }
    return sameStorage || lhs.ids == rhs.ids
  }
}

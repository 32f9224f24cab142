/// The children each `forEach` and `ifLet` of one root store saw when it last ran (the elements'
/// identifiers, the child's instance), so that it cancels the effects of every child that
/// disappeared, whoever removed it.
///
/// A `forEach` or `ifLet` cancels the effects of the children its own pass removed by comparing
/// the state before and after it. A child removed by a sibling reducer is not seen that way:
/// before the combinator in the same action, the child is already gone when it looks; after it,
/// the combinator has already run. Comparing with what it saw last time catches both, as TCA
/// does: in the same action in the first case, at the next action reaching the combinator in
/// the second.
final class ChildrenSeen: Sendable {
  private let seen = Locked<[ChildEffectID: any Sendable]>([:])

  /// Records `children` as what the state at `key` holds now, and returns what it held when last
  /// recorded (`nil` the first time, and after an empty record).
  ///
  /// An empty record (`isEmpty`) forgets the key, so that the record holds only combinators that
  /// have children: one inside a row that goes away does not stay behind once it is empty.
  func exchange<Children: Equatable & Sendable>(
    _ key: ChildEffectID, _ children: Children, isEmpty: Bool
  ) -> Children? {
    self.seen.withLock { seen in
      // The key's path fixes the children's type: the entry was made by this same combinator.
      let previous = seen[key] as? Children
      if isEmpty {
        if previous != nil { seen[key] = nil }
      } else if previous != children {
        seen[key] = children
      }
      return previous
    }
  }
}

/// Where a `forEach` or `ifLet` finds what its store's combinators last saw: each root store
/// installs its own. Outside any store (a reducer run by hand), there is none, and a combinator
/// cancels only what its own pass removed.
enum ChildrenSeenKey: DependencyKey {
  static let liveValue: ChildrenSeen? = nil
  static let testValue: ChildrenSeen? = nil
}

extension DependencyValues {
  var childrenSeen: ChildrenSeen? {
    get { self[ChildrenSeenKey.self] }
    set { self[ChildrenSeenKey.self] = newValue }
  }
}

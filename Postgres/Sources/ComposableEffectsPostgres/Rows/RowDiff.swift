/// The row writes that turn what the database holds into a collection: the pure core of a
/// save.
enum RowDiff {
  /// The writes from `stored` (the rows as last read or written, by id) to `elements` (the
  /// collection to save, in order, each with its row id).
  ///
  /// Elements keep their positions where their order did not change; a moved or new element
  /// gets a position between its neighbours, so that an insert or a move writes one row, not
  /// every row after it.
  ///
  /// `known`, when given, holds the elements the collection was made from (by row id): only
  /// what differs from them is the holders' change. A row the holders never had (another
  /// process added it since) is not deleted; a row whose element they left as it was (another
  /// process may have changed it since) is not overwritten; and a row gone from `stored` that
  /// they had (another process deleted it) is not inserted again: a delete wins.
  ///
  /// `alsoKnown` holds what the holders may have had instead: a telling on its way to them when
  /// they made the collection, which they may or may not have taken in. An element is their
  /// change only if it differs from every one of them, and a row is theirs to delete only if
  /// every one of them had it.
  static func writes<Element: Equatable & Sendable>(
    from stored: [String: StoredRow<Element>],
    to elements: [(id: String, element: Element)],
    known: [String: Element]? = nil,
    alsoKnown: [[String: Element]] = []
  ) -> [RowWrite<Element>] {
    let positions = Positions.assign(
      elements.map { stored[$0.id]?.position }
    )
    var writes: [RowWrite<Element>] = []
    var present = Set<String>()
    for (index, (id, element)) in elements.enumerated() {
      present.insert(id)
      guard let row = stored[id] else {
        if known?[id] == nil, alsoKnown.allSatisfy({ $0[id] == nil }) {
          writes.append(.insert(id: id, position: positions[index], element: element))
        }
        continue
      }
      if row.element != element, known?[id] != element, alsoKnown.allSatisfy({ $0[id] != element }) {
        writes.append(.update(id: id, element: element))
      }
      if row.position != positions[index] {
        writes.append(.move(id: id, position: positions[index]))
      }
    }
    for id in stored.keys.sorted()
    where !present.contains(id) && known.map({ $0[id] != nil }) ?? true
      && alsoKnown.allSatisfy({ $0[id] != nil })
    {
      writes.append(.delete(id: id))
    }
    return writes
  }
}

/// The row writes that turn what the database holds into a collection: the pure core of a
/// save.
enum RowDiff {
  /// The writes from `stored` (the rows as last read or written, by id) to `elements` (the
  /// collection to save, in order, each with its row id).
  ///
  /// Elements keep their positions where their order did not change; a moved or new element
  /// gets a position between its neighbours, so that an insert or a move writes one row, not
  /// every row after it.
  static func writes<Element: Equatable & Sendable>(
    from stored: [String: StoredRow<Element>],
    to elements: [(id: String, element: Element)]
  ) -> [RowWrite<Element>] {
    let positions = Positions.assign(
      elements.map { stored[$0.id]?.position }
    )
    var writes: [RowWrite<Element>] = []
    var present = Set<String>()
    for (index, (id, element)) in elements.enumerated() {
      present.insert(id)
      guard let row = stored[id] else {
        writes.append(.insert(id: id, position: positions[index], element: element))
        continue
      }
      if row.element != element {
        writes.append(.update(id: id, element: element))
      }
      if row.position != positions[index] {
        writes.append(.move(id: id, position: positions[index]))
      }
    }
    for id in stored.keys.sorted() where !present.contains(id) {
      writes.append(.delete(id: id))
    }
    return writes
  }
}

/// The row writes that turn what the database holds into a collection: the pure core of a
/// save.
enum RowDiff {
  /// The writes from `stored` (the rows as last read or written, by id) to `elements` (the
  /// collection to save, in order, each with its row id).
  ///
  /// A moved or new element gets a position between its neighbours, so that an insert or a
  /// move writes one row, not every row after it.
  ///
  /// `known`, when given, is what the collection was made from: only what differs from it is
  /// the holders' change. A row the holders never had (another process added it since) is not
  /// deleted; a row whose element they left as it was (another process may have changed it
  /// since) is not overwritten; a row gone from `stored` that they had (another process deleted
  /// it) is not inserted again: a delete wins. And an element they left in its place among the
  /// others keeps its row's position, even where `stored` orders it differently: another process
  /// moved it since, and that move stands. An element they moved, or added, goes right after the
  /// element before it in their collection (or first, if none is).
  ///
  /// Without `known`, every difference is the holders': the rows take the collection's order.
  ///
  /// `alsoKnown` holds what the holders may have had instead: a telling on its way to them when
  /// they made the collection, which they may or may not have taken in. An element is their
  /// change only if it differs from every one of them (in value, or in place), and a row is
  /// theirs to delete only if every one of them had it.
  static func writes<Element: Equatable & Sendable>(
    from stored: StoredRows<Element>,
    to elements: [(id: String, element: Element)],
    known: RowsBase<Element>? = nil,
    alsoKnown: [RowsBase<Element>] = []
  ) -> [RowWrite<Element>] {
    guard let known else { return writes(from: stored, to: elements) }
    let bases = [known] + alsoKnown
    var writes: [RowWrite<Element>] = []
    var present = Set<String>(minimumCapacity: elements.count)
    // The ids the collection will have rows for, in its order; the new ones' elements; how many
    // of the stored rows it has.
    var kept: [String] = []
    kept.reserveCapacity(elements.count)
    var new: [String: Element] = [:]
    var storedKept = 0
    for (id, element) in elements where present.insert(id).inserted {
      guard let row = stored[id] else {
        if bases.allSatisfy({ $0[id] == nil }) {
          kept.append(id)
          new[id] = element
        }
        continue
      }
      kept.append(id)
      storedKept += 1
      if row.element != element, bases.allSatisfy({ $0[id] != element }) {
        writes.append(.update(id: id, element: element))
      }
    }
    // The holders' moves and inserts: placed anew in every base's eyes.
    var placed = bases[0].placed(in: kept)
    for base in bases.dropFirst() where !placed.isEmpty {
      placed.formIntersection(base.placed(in: kept))
    }
    var deleted = Set<String>()
    if storedKept < stored.count {
      for id in stored.ids where !present.contains(id) && bases.allSatisfy({ $0[id] != nil }) {
        deleted.insert(id)
      }
    }
    // The rows in the table's order, each placed element right after the one before it in the
    // holders' collection (each id is followed by at most one), with their stored positions.
    var follower: [String: String] = [:]
    var first: String?
    if !placed.isEmpty {
      var before: String?
      for id in kept {
        if placed.contains(id) {
          if let before { follower[before] = id } else { first = id }
        }
        before = id
      }
    }
    var order: [(id: String, position: Double?)] = []
    order.reserveCapacity(stored.count + placed.count)
    func emit(_ id: String, _ position: Double?) {
      order.append((id, position))
      guard !follower.isEmpty else { return }
      var next = follower[id]
      while let id = next {
        order.append((id, nil))
        next = follower[id]
      }
    }
    if let first { emit(first, nil) }
    for (id, position) in stored.orderedPlaces
    where (deleted.isEmpty || !deleted.contains(id)) && (placed.isEmpty || !placed.contains(id)) {
      emit(id, position)
    }
    // Nothing placed and no two rows at one position: every row keeps its position.
    if placed.isEmpty, zip(order, order.dropFirst()).allSatisfy({ $0.position! < $1.position! }) {
      return writes + deleted.sorted().map { .delete(id: $0) }
    }
    let positions = Positions.assign(order.map(\.position))
    for (index, (id, position)) in order.enumerated() {
      if let position {
        if position != positions[index] {
          writes.append(.move(id: id, position: positions[index]))
        }
      } else if let element = new[id] {
        writes.append(.insert(id: id, position: positions[index], element: element))
      } else {
        writes.append(.move(id: id, position: positions[index]))
      }
    }
    for id in deleted.sorted() {
      writes.append(.delete(id: id))
    }
    return writes
  }

  /// The writes that give the rows `elements`' order and values, every difference taken as the
  /// holders'.
  private static func writes<Element: Equatable & Sendable>(
    from stored: StoredRows<Element>,
    to elements: [(id: String, element: Element)]
  ) -> [RowWrite<Element>] {
    let positions = Positions.assign(elements.map { stored[$0.id]?.position })
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
    for id in stored.ids.sorted() where !present.contains(id) {
      writes.append(.delete(id: id))
    }
    return writes
  }
}

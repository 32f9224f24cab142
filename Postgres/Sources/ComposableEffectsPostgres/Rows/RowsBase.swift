/// What a save's collection was made from: the elements its holders had, by row id, and the
/// order they had them in.
///
/// A save writes only what differs from it: an element the holders left as it was is not
/// written, and an element they left where it was keeps its row's position, even where the
/// table's order has changed since (another process moved it).
struct RowsBase<Element: Sendable>: Sendable {
  /// Each element, by row id, with where it was in the holders' collection (from 0).
  private var rows: [String: (index: Int, element: Element)]

  /// The base made of `rows`, in order; of two with the same row id, the first.
  init(_ rows: [(id: String, element: Element)]) {
    var byID: [String: (index: Int, element: Element)] = [:]
    byID.reserveCapacity(rows.count)
    for (index, row) in rows.enumerated() where byID[row.id] == nil {
      byID[row.id] = (index, row.element)
    }
    self.rows = byID
  }

  /// The element with row id `id`, if the holders had it.
  subscript(id: String) -> Element? {
    rows[id]?.element
  }

  /// The row ids of `ids` (a collection's, in order) whose place the holders changed from this
  /// base: each one new to it, and the fewest of the others whose order, taken out, leaves the
  /// rest in the base's order.
  func placed(in ids: [String]) -> Set<String> {
    var placed = Set<String>()
    var kept: [(index: Int, id: String)] = []
    // The longest run of ids in the base's order (patience sorting): `tails[k]` is where, in
    // `kept`, the smallest last base index of a run of length k + 1 is; `previous` links runs.
    var tails: [Int] = []
    var previous: [Int] = []
    for id in ids {
      guard let index = rows[id]?.index else {
        placed.insert(id)
        continue
      }
      kept.append((index, id))
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if kept[tails[middle]].index < index { low = middle + 1 } else { high = middle }
      }
      previous.append(low > 0 ? tails[low - 1] : -1)
      if low == tails.count { tails.append(kept.count - 1) } else { tails[low] = kept.count - 1 }
    }
    var inOrder = Set<Int>()
    var link = tails.last ?? -1
    while link >= 0 {
      inOrder.insert(link)
      link = previous[link]
    }
    for (offset, row) in kept.enumerated() where !inOrder.contains(offset) {
      placed.insert(row.id)
    }
    return placed
  }
}

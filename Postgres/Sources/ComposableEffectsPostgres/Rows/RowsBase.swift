/// What a save's collection was made from: the elements its holders had, by row id, and the
/// order they had them in.
///
/// A save writes only what differs from it: an element the holders left as it was is not
/// written, and an element they left where it was keeps its row's position, even where the
/// table's order has changed since (another process moved it).
struct RowsBase<Element: Sendable>: Sendable {
  /// The elements, by row id.
  var elements: [String: Element]
  /// Where each row id was in the holders' collection, from 0.
  var indices: [String: Int]

  /// The base made of `rows`, in order.
  init(_ rows: [(id: String, element: Element)]) {
    var elements: [String: Element] = [:]
    var indices: [String: Int] = [:]
    elements.reserveCapacity(rows.count)
    indices.reserveCapacity(rows.count)
    for (index, row) in rows.enumerated() where elements[row.id] == nil {
      elements[row.id] = row.element
      indices[row.id] = index
    }
    self.elements = elements
    self.indices = indices
  }

  subscript(id: String) -> Element? {
    elements[id]
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
      guard let index = indices[id] else {
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

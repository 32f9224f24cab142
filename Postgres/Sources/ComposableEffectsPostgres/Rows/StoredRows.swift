/// The rows as last read or written, by row id, with their order kept as they change: a change
/// to a few rows costs a few searches, not a sort of every row.
struct StoredRows<Element: Sendable>: Sendable {
  /// The rows, by row id.
  private(set) var byID: [String: StoredRow<Element>] = [:]
  /// Every row's place, sorted: by position, then by row id.
  private var order: [Place] = []

  private struct Place: Comparable, Sendable {
    var position: Double
    var id: String

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.position, lhs.id) < (rhs.position, rhs.id)
    }
  }

  /// No rows.
  init() {}

  /// `rows`, by row id.
  init(_ rows: [String: StoredRow<Element>]) {
    byID = rows
    order = rows.map { Place(position: $0.value.position, id: $0.key) }.sorted()
  }

  subscript(id: String) -> StoredRow<Element>? {
    get { byID[id] }
    set {
      let old = byID[id]
      byID[id] = newValue
      guard old?.position != newValue?.position else { return }
      if let old {
        let place = Place(position: old.position, id: id)
        let index = insertionIndex(of: place)
        if index < order.count, order[index] == place { order.remove(at: index) }
      }
      if let newValue {
        let place = Place(position: newValue.position, id: id)
        order.insert(place, at: insertionIndex(of: place))
      }
    }
  }

  /// How many rows there are.
  var count: Int { byID.count }

  /// The row ids.
  var ids: Dictionary<String, StoredRow<Element>>.Keys { byID.keys }

  /// The row ids in order.
  var orderedIDs: [String] { order.map(\.id) }

  /// The rows in order: by position, then by row id.
  var ordered: [(id: String, element: Element)] {
    order.compactMap { place in byID[place.id].map { (id: place.id, element: $0.element) } }
  }

  private func insertionIndex(of place: Place) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if order[middle] < place { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The rows as last read or written, by row id, with their order kept as they change: a change
/// to a few rows costs a few searches, not a sort of every row.
struct StoredRows<Element: Sendable>: Sendable {
  /// The rows, by row id.
  private(set) var byID: [String: StoredRow<Element>] = [:]
  /// Every row's place and element, sorted: by position, then by row id.
  private var order: [Place] = []

  /// One row in the order.
  struct Place: Sendable {
    var position: Double
    var id: String
    var element: Element

    func isBefore(_ position: Double, _ id: String) -> Bool {
      (self.position, self.id) < (position, id)
    }
  }

  /// No rows.
  init() {}

  /// `rows`, by row id.
  init(_ rows: [String: StoredRow<Element>]) {
    byID = rows
    order = rows.map { Place(position: $0.value.position, id: $0.key, element: $0.value.element) }
      .sorted { $0.isBefore($1.position, $1.id) }
  }

  subscript(id: String) -> StoredRow<Element>? {
    get { byID[id] }
    set {
      let old = byID[id]
      byID[id] = newValue
      if let old {
        let index = insertionIndex(of: old.position, id)
        if index < order.count, order[index].id == id {
          if let newValue, newValue.position == old.position {
            order[index].element = newValue.element
            return
          }
          order.remove(at: index)
        }
      }
      if let newValue {
        order.insert(
          Place(position: newValue.position, id: id, element: newValue.element),
          at: insertionIndex(of: newValue.position, id)
        )
      }
    }
  }

  /// How many rows there are.
  var count: Int { byID.count }

  /// The row ids.
  var ids: Dictionary<String, StoredRow<Element>>.Keys { byID.keys }

  /// The row ids in order, with their positions.
  var orderedPlaces: LazyMapSequence<[Place], (id: String, position: Double)> {
    order.lazy.map { (id: $0.id, position: $0.position) }
  }

  /// The rows in order: by position, then by row id.
  var ordered: [(id: String, element: Element)] {
    order.map { (id: $0.id, element: $0.element) }
  }

  /// The elements in order.
  var orderedElements: LazyMapSequence<[Place], Element> {
    order.lazy.map(\.element)
  }

  private func insertionIndex(of position: Double, _ id: String) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if order[middle].isBefore(position, id) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

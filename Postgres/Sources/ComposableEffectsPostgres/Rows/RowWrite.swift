/// One change to a table of rows, by the row's id: what a save writes instead of the whole
/// collection, so that changes other instances make to other elements are kept.
enum RowWrite<Element: Sendable>: Sendable {
  /// A new element, or one this instance holds that another instance removed.
  case insert(id: String, position: Double, element: Element)
  /// A new value for an element, in place.
  case update(id: String, element: Element)
  /// A new place for an element.
  case move(id: String, position: Double)
  /// An element removed.
  case delete(id: String)

  /// The id of the row it writes.
  var id: String {
    switch self {
    case .insert(let id, _, _), .update(let id, _), .move(let id, _), .delete(let id):
      return id
    }
  }
}

extension RowWrite: Equatable where Element: Equatable {}

/// One element as the database holds it: its place in the collection and its value.
///
/// Rows are ordered by `position`, then by `id` where two instances gave the same position.
struct StoredRow<Element: Sendable>: Sendable {
  var position: Double
  var element: Element
}

extension StoredRow: Equatable where Element: Equatable {}

import Foundation

/// What a `.postgres` key stores: an identified, codable element, one row per element.
///
/// The row's id is the JSON text of the element's `id` (`"3F2504E0-…"` for a `UUID`, `42` for
/// an `Int`), its value the element's JSON.
public typealias PostgresElement = Codable & Equatable & Identifiable & Sendable

enum RowCoding {
  /// The row id of `element`: the JSON text of its `id`. Every element's is worked out on every
  /// save, so the common identifier types are written directly, as `JSONEncoder` writes them,
  /// rather than through an encoder each.
  static func id<Element: PostgresElement>(of element: Element) throws -> String
  where Element.ID: Encodable {
    switch element.id {
    case let id as UUID:
      return "\"\(id.uuidString)\""
    case let id as Int:
      return String(id)
    case let id as Int64:
      return String(id)
    default:
      return String(decoding: try JSONEncoder().encode(element.id), as: UTF8.self)
    }
  }

  static func encode<Element: PostgresElement>(_ element: Element) throws -> String {
    String(decoding: try JSONEncoder().encode(element), as: UTF8.self)
  }

  static func decode<Element: PostgresElement>(_ json: String, as: Element.Type) throws -> Element
  {
    try JSONDecoder().decode(Element.self, from: Data(json.utf8))
  }
}

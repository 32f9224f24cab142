import Foundation

/// What a write tells the other processes: the ids of the rows it wrote, as a JSON array, or
/// `*` ("read every row") when the list would not fit PostgreSQL's 8,000-byte payload.
enum Notification {
  static let largestPayload = 7_900

  static func payload(ids: [String]) -> String {
    let json = String(decoding: (try? JSONEncoder().encode(ids)) ?? Data("*".utf8), as: UTF8.self)
    return json.utf8.count <= largestPayload ? json : "*"
  }

  /// The row ids a payload names; `nil` for every row.
  static func ids(in payload: String) -> [String]? {
    guard payload != "*" else { return nil }
    return try? JSONDecoder().decode([String].self, from: Data(payload.utf8))
  }
}

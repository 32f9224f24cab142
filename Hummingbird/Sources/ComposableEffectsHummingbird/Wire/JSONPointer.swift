/// A place in a JSON document (RFC 6901): `/todos/3/title` is the `title` of the fourth element
/// of `todos`. A `/` or `~` in a name is written `~1` or `~0`.
public struct JSONPointer: Sendable, Hashable {
  /// The names and indices from the document's root, unescaped.
  public var tokens: [String]

  /// The document itself.
  public static let root = JSONPointer(tokens: [])

  /// The pointer through `tokens`, unescaped.
  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// The pointer written as `text`; `nil` unless it is empty or starts with `/`.
  public init?(_ text: String) {
    guard !text.isEmpty else {
      self = .root
      return
    }
    guard text.first == "/" else { return nil }
    self.tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// The pointer to a member of what this one points at.
  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: self.tokens + [token])
  }

  /// The pointer to an element of the array this one points at.
  public func appending(_ index: Int) -> JSONPointer {
    self.appending(String(index))
  }

  /// As written in a patch: `/todos/3/title`.
  public var text: String {
    self.tokens.map {
      "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }.joined()
  }
}

extension JSONPointer: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let pointer = JSONPointer(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "A JSON pointer is empty or starts with '/': \(text)"
      )
    }
    self = pointer
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self.text)
  }
}

extension JSONPointer: CustomStringConvertible {
  /// As written in a patch.
  public var description: String { self.text }
}

import Foundation

/// A JSON document as a tree: what a feature's state is encoded to before it is sent to a page,
/// and what the changes sent after it are computed on (``JSONPatch``).
///
/// Numbers that are integers stay integers, so that an identifier or a count compares and
/// prints exactly as it was encoded.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or an exponent that fits an `Int`.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members by name.
  case object([String: JSONValue])

  /// `value` as JSON, encoded with `encoder`.
  ///
  /// ```swift
  /// let state = try JSONValue(encoding: store.state)
  /// ```
  public init(encoding value: some Encodable, with encoder: JSONEncoder = JSONEncoder()) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
  }
}

extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}

/// One step of a JSON Patch (RFC 6902), as a page gets it:
/// `{"op":"add","path":…,"value":…}`.
///
/// Only the operations a computed change needs: `add`, `remove`, `replace` and `move`.
public enum JSONPatchOperation: Sendable, Hashable {
  /// Puts `value` at `path`: a member of an object, or an element inserted into an array (`-`
  /// for its end).
  case add(path: JSONPointer, value: JSONValue)
  /// Takes away what is at `path`.
  case remove(path: JSONPointer)
  /// Puts `value` in place of what is at `path`.
  case replace(path: JSONPointer, value: JSONValue)
  /// Takes away what is at `from` and adds it at `path`.
  case move(from: JSONPointer, path: JSONPointer)
}

extension JSONPatchOperation: Codable {
  private enum CodingKeys: String, CodingKey {
    case op, path, value, from
  }

  private enum Op: String, Codable {
    case add, remove, replace, move
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = try container.decode(JSONPointer.self, forKey: .path)
    switch try container.decode(Op.self, forKey: .op) {
    case .add: self = .add(path: path, value: try container.decode(JSONValue.self, forKey: .value))
    case .remove: self = .remove(path: path)
    case .replace:
      self = .replace(path: path, value: try container.decode(JSONValue.self, forKey: .value))
    case .move:
      self = .move(from: try container.decode(JSONPointer.self, forKey: .from), path: path)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .add(let path, let value):
      try container.encode(Op.add, forKey: .op)
      try container.encode(path, forKey: .path)
      try container.encode(value, forKey: .value)
    case .remove(let path):
      try container.encode(Op.remove, forKey: .op)
      try container.encode(path, forKey: .path)
    case .replace(let path, let value):
      try container.encode(Op.replace, forKey: .op)
      try container.encode(path, forKey: .path)
      try container.encode(value, forKey: .value)
    case .move(let from, let path):
      try container.encode(Op.move, forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(path, forKey: .path)
    }
  }
}

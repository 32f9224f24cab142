extension JSONPatch {
  /// Why a patch could not be applied: the document has nothing at one of its paths.
  public struct ApplicationError: Error, Hashable, Sendable {
    /// The operation whose path the document lacks.
    public let operation: JSONPatchOperation

    /// The error of `operation`.
    public init(operation: JSONPatchOperation) {
      self.operation = operation
    }
  }

  /// `document` with `operations` applied in order, as a page applies them.
  public static func applying(
    _ operations: [JSONPatchOperation], to document: JSONValue
  ) throws -> JSONValue {
    var document = document
    for operation in operations {
      guard self.apply(operation, to: &document) else {
        throw ApplicationError(operation: operation)
      }
    }
    return document
  }

  private static func apply(_ operation: JSONPatchOperation, to document: inout JSONValue) -> Bool {
    switch operation {
    case .add(let path, let value):
      return self.add(value, at: path.tokens[...], in: &document)
    case .remove(let path):
      return self.remove(at: path.tokens[...], in: &document) != nil
    case .replace(let path, let value):
      guard !path.tokens.isEmpty else {
        document = value
        return true
      }
      guard self.remove(at: path.tokens[...], in: &document) != nil else { return false }
      return self.add(value, at: path.tokens[...], in: &document)
    case .move(let from, let path):
      guard let value = self.remove(at: from.tokens[...], in: &document) else { return false }
      return self.add(value, at: path.tokens[...], in: &document)
    }
  }

  private static func add(
    _ value: JSONValue, at tokens: ArraySlice<String>, in document: inout JSONValue
  ) -> Bool {
    guard let token = tokens.first else {
      document = value
      return true
    }
    let rest = tokens.dropFirst()
    switch document {
    case .object(var members):
      if rest.isEmpty {
        members[token] = value
      } else {
        guard var member = members[token], self.add(value, at: rest, in: &member) else {
          return false
        }
        members[token] = member
      }
      document = .object(members)
      return true
    case .array(var elements):
      if rest.isEmpty {
        if token == "-" {
          elements.append(value)
        } else {
          guard let index = Int(token), elements.indices.contains(index) || index == elements.count
          else { return false }
          elements.insert(value, at: index)
        }
      } else {
        guard let index = Int(token), elements.indices.contains(index),
          self.add(value, at: rest, in: &elements[index])
        else { return false }
      }
      document = .array(elements)
      return true
    default:
      return false
    }
  }

  private static func remove(
    at tokens: ArraySlice<String>, in document: inout JSONValue
  ) -> JSONValue? {
    guard let token = tokens.first else { return nil }
    let rest = tokens.dropFirst()
    switch document {
    case .object(var members):
      let removed: JSONValue?
      if rest.isEmpty {
        removed = members.removeValue(forKey: token)
      } else {
        guard var member = members[token] else { return nil }
        removed = self.remove(at: rest, in: &member)
        members[token] = member
      }
      document = .object(members)
      return removed
    case .array(var elements):
      guard let index = Int(token), elements.indices.contains(index) else { return nil }
      let removed =
        rest.isEmpty ? elements.remove(at: index) : self.remove(at: rest, in: &elements[index])
      document = .array(elements)
      return removed
    default:
      return nil
    }
  }
}

/// What the server sends a page, one JSON text frame each.
///
/// | frame | when | fields |
/// | --- | --- | --- |
/// | `{"type":"state","version":0,"state":{…}}` | on connecting, and when the page must start over | the whole state |
/// | `{"type":"patch","version":3,"ops":[…]}` | after a batch of actions changed the state | what changed, as a JSON Patch (RFC 6902), taking the page from `version - 1` to `version` |
/// | `{"type":"ack","id":7}` | an action the page sent was received by the store | the page's own `id` |
/// | `{"type":"error","id":7,"code":"unknownAction","message":"…"}` | a message was refused (`id` is `null` when the message had none) | a ``PageError`` |
///
/// A page that gets a `patch` whose version does not follow the last it applied has missed one:
/// it reconnects, and starts over from the `state`.
public enum PageFrame: Sendable, Hashable {
  /// The whole state, at `version`.
  case state(version: Int, state: JSONValue)
  /// What changed from `version - 1` to `version`.
  case patch(version: Int, operations: [JSONPatchOperation])
  /// The message `id` was received by the store.
  case ack(id: Int)
  /// The message `id` (`nil`: one without an id) was refused.
  case error(id: Int?, PageError)
}

extension PageFrame: Encodable {
  private enum CodingKeys: String, CodingKey {
    case type, version, state, ops, id, code, message
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .state(let version, let state):
      try container.encode("state", forKey: .type)
      try container.encode(version, forKey: .version)
      try container.encode(state, forKey: .state)
    case .patch(let version, let operations):
      try container.encode("patch", forKey: .type)
      try container.encode(version, forKey: .version)
      try container.encode(operations, forKey: .ops)
    case .ack(let id):
      try container.encode("ack", forKey: .type)
      try container.encode(id, forKey: .id)
    case .error(let id, let error):
      try container.encode("error", forKey: .type)
      try container.encode(id, forKey: .id)
      try container.encode(error.code, forKey: .code)
      try container.encode(error.message, forKey: .message)
    }
  }
}

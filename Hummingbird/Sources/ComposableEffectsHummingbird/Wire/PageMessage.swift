import Foundation

/// A message a page sends: an action for its connection's store, with an id that the answer
/// (an `ack`, or an `error`) carries back.
///
/// ```json
/// {"id": 7, "action": {"addTodo": {"description": "Milk"}}}
/// {"id": 8, "action": "increment"}
/// ```
///
/// The action is decoded as `Action` decodes it: a Swift enum's synthesized `Decodable` takes an
/// object whose one key names the case, and whose value holds the case's values (`{}` for none).
/// A case without values may be sent as its name alone. Only the actions of `Action` can be
/// sent: a feature exposes to pages its `view` actions (TCA's `ViewAction`), never the actions
/// its effects send.
public struct PageMessage<Action: Decodable & Sendable>: Sendable {
  /// The page's own number for the message, carried back by its answer.
  public let id: Int
  /// The action to send to the store.
  public let action: Action

  /// Why a message was refused: the error, and the message's `id` when it had one.
  public struct Refusal: Error, Sendable, Hashable {
    /// The refused message's `id`; `nil` when it had none.
    public let id: Int?
    /// Why it was refused.
    public let error: PageError

    /// A refusal of the message `id`.
    public init(id: Int?, error: PageError) {
      self.id = id
      self.error = error
    }
  }

  /// Decodes a page's message of at most `maxSize` bytes.
  public static func decode(_ data: Data, maxSize: Int = 64 * 1024) throws(Refusal) -> Self {
    guard data.count <= maxSize else { throw Refusal(id: nil, error: .tooLarge(limit: maxSize)) }
    let members: [String: JSONValue]
    do {
      guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: data) else {
        throw Refusal(id: nil, error: .malformedJSON("A message is a JSON object."))
      }
      members = object
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Refusal(id: nil, error: .malformedJSON("A message is a JSON object."))
    }
    guard case .integer(let id)? = members["id"] else { throw Refusal(id: nil, error: .missingID) }
    let action: JSONValue
    switch members["action"] {
    case nil, .null?:
      throw Refusal(id: id, error: .missingAction)
    case .string(let name)?:
      action = .object([name: .object([:])])
    case let value?:
      action = value
    }
    let name: String
    if case .object(let cases) = action, cases.count == 1, let only = cases.keys.first {
      name = only
    } else {
      throw Refusal(id: id, error: .unknownAction(String(describing: action)))
    }
    do {
      let decoded = try JSONDecoder().decode(Action.self, from: JSONEncoder().encode(action))
      return PageMessage(id: id, action: decoded)
    } catch let error as DecodingError {
      // Refused at the action itself: its name is no case of `Action`. Refused further in: the
      // case is known, and its values are not what it takes.
      if Self.path(of: error).isEmpty { throw Refusal(id: id, error: .unknownAction(name)) }
      throw Refusal(id: id, error: .invalidValues(name, Self.detail(of: error)))
    } catch {
      throw Refusal(id: id, error: .invalidValues(name, "\(error)"))
    }
  }

  private static func path(of error: DecodingError) -> [any CodingKey] {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      return context.codingPath
    @unknown default:
      return []
    }
  }

  private static func detail(of error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _):
      return "'\(key.stringValue)' is missing."
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let place = context.codingPath.dropFirst().map(\.stringValue).joined(separator: ".")
      return place.isEmpty ? context.debugDescription : "'\(place)': \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// Why a page's message was refused: what the server's error frame names.
public enum WireError: Error, Equatable, Sendable {
  /// The message is not a JSON object.
  case malformedJSON
  /// The JSON object names no action.
  case missingAction
  /// The message names an action of the session that only the server or effects may send.
  case internalAction(String)
  /// The message names no action of the session.
  case unknownAction(String)
  /// The message names a view action, but its values are missing or of the wrong type.
  case invalidValues(action: String, reason: String)
  /// The message is larger than the limit; the connection closes.
  case tooLarge(size: Int, limit: Int)

  /// A short, stable name for the problem, for a page or a test to match.
  public var code: String {
    switch self {
    case .malformedJSON: "malformedJSON"
    case .missingAction: "missingAction"
    case .internalAction: "internalAction"
    case .unknownAction: "unknownAction"
    case .invalidValues: "invalidValues"
    case .tooLarge: "tooLarge"
    }
  }

  /// The problem in a sentence, for a person.
  public var message: String {
    switch self {
    case .malformedJSON:
      "The message is not a JSON object."
    case .missingAction:
      "The message has no \"action\" naming what to do."
    case .internalAction(let name):
      "\"\(name)\" is sent by the server itself, not by a page."
    case .unknownAction(let name):
      "There is no action named \"\(name)\"."
    case .invalidValues(let action, let reason):
      "The values of \"\(action)\" are wrong: \(reason)."
    case .tooLarge(let size, let limit):
      "The message has \(size) bytes; the limit is \(limit)."
    }
  }
}

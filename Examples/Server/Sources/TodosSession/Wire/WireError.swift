import Foundation

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
  /// A description is empty, or only white space.
  case blankDescription
  /// A description has more characters than the limit.
  case descriptionTooLong(length: Int, limit: Int)
  /// No todo in the list has this identifier (it may have been deleted by another page).
  case unknownTodo(UUID)
  /// The list holds as many todos as it may: no more can be added.
  case listFull(limit: Int)

  /// A short, stable name for the problem, for a page or a test to match.
  public var code: String {
    switch self {
    case .malformedJSON: "malformedJSON"
    case .missingAction: "missingAction"
    case .internalAction: "internalAction"
    case .unknownAction: "unknownAction"
    case .invalidValues: "invalidValues"
    case .tooLarge: "tooLarge"
    case .blankDescription: "blankDescription"
    case .descriptionTooLong: "descriptionTooLong"
    case .unknownTodo: "unknownTodo"
    case .listFull: "listFull"
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
    case .blankDescription:
      "A todo needs a description that is not blank."
    case .descriptionTooLong(let length, let limit):
      "The description has \(length) characters; the limit is \(limit)."
    case .unknownTodo(let id):
      "There is no todo with the id \(id); it may have been deleted."
    case .listFull(let limit):
      "The list holds \(limit) todos, as many as it may; delete some to add more."
    }
  }
}

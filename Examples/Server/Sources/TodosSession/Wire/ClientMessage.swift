import Foundation
import Todos

/// A message from a page: one view action of ``TodosSession``, as a JSON object naming it in
/// `action`, its values beside it.
///
/// ```json
/// {"action": "addTodo", "description": "Milk"}
/// {"action": "complete", "id": "7A1F…", "isComplete": true}
/// {"action": "filter", "filter": "Active"}
/// ```
///
/// Only view actions decode: a message naming one of the session's other actions (what its
/// effects or the server send) is refused as internal, any other name as unknown.
public enum ClientMessage {
  /// The largest message, in bytes, a connection accepts; a larger one closes it.
  public static let maxSize = 16 * 1024

  /// The view action `text` spells, or why it spells none.
  public static func decode(_ text: String) -> Result<TodosSession.Action.View, WireError> {
    decode(Data(text.utf8))
  }

  /// The view action `data` spells, or why it spells none.
  public static func decode(_ data: Data) -> Result<TodosSession.Action.View, WireError> {
    guard data.count <= maxSize else {
      return .failure(.tooLarge(size: data.count, limit: maxSize))
    }
    guard
      let object = try? JSONSerialization.jsonObject(with: data),
      let fields = object as? [String: Any]
    else {
      return .failure(.malformedJSON)
    }
    guard let name = fields["action"] as? String else {
      return .failure(.missingAction)
    }
    if internalActionNames.contains(name) {
      return .failure(.internalAction(name))
    }
    let decoder = JSONDecoder()
    do {
      switch name {
      case "addTodo":
        let values = try decoder.decode(Description.self, from: data)
        return .success(.addTodo(description: values.description))
      case "cancelClearCompleted":
        return .success(.cancelClearCompleted)
      case "clearCompletedButtonTapped":
        return .success(.clearCompletedButtonTapped)
      case "complete":
        let values = try decoder.decode(Completion.self, from: data)
        return .success(.complete(id: values.id, isComplete: values.isComplete))
      case "confirmClearCompleted":
        return .success(.confirmClearCompleted)
      case "delete":
        let values = try decoder.decode(Identity.self, from: data)
        return .success(.delete(id: values.id))
      case "describe":
        let values = try decoder.decode(IdentifiedDescription.self, from: data)
        return .success(.describe(id: values.id, description: values.description))
      case "filter":
        let values = try decoder.decode(FilterChoice.self, from: data)
        guard let filter = Filter(rawValue: values.filter) else {
          return .failure(.invalidValues(action: name, reason: "no filter named \(values.filter)"))
        }
        return .success(.filter(filter))
      default:
        return .failure(.unknownAction(name))
      }
    } catch {
      return .failure(.invalidValues(action: name, reason: reason(error)))
    }
  }

  /// The message that spells `action`, as a page sends it.
  public static func encode(_ action: TodosSession.Action.View) -> String {
    var fields: [String: Any]
    switch action {
    case .addTodo(let description):
      fields = ["action": "addTodo", "description": description]
    case .cancelClearCompleted:
      fields = ["action": "cancelClearCompleted"]
    case .clearCompletedButtonTapped:
      fields = ["action": "clearCompletedButtonTapped"]
    case .complete(let id, let isComplete):
      fields = ["action": "complete", "id": id.uuidString, "isComplete": isComplete]
    case .confirmClearCompleted:
      fields = ["action": "confirmClearCompleted"]
    case .delete(let id):
      fields = ["action": "delete", "id": id.uuidString]
    case .describe(let id, let description):
      fields = ["action": "describe", "id": id.uuidString, "description": description]
    case .filter(let filter):
      fields = ["action": "filter", "filter": filter.rawValue]
    }
    let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  // The session's actions that are not the page's to send. Spelled out so that a page trying one
  // learns it is refused rather than unknown.
  static let internalActionNames: Set<String> = ["todos"]

  private struct Description: Decodable {
    let description: String
  }

  private struct Completion: Decodable {
    let id: UUID
    let isComplete: Bool
  }

  private struct Identity: Decodable {
    let id: UUID
  }

  private struct IdentifiedDescription: Decodable {
    let id: UUID
    let description: String
  }

  private struct FilterChoice: Decodable {
    let filter: String
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _):
      "missing \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      "bad \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default:
      "unreadable values"
    }
  }
}

import Foundation
import Todos

/// A message from the server to a page: the session's state after a change, or a refused
/// message's error.
///
/// ```json
/// {"type": "state", "state": {"filter": "All", "todos": [ … ], "handledViewActions": 3, … }}
/// {"type": "error", "error": {"code": "unknownAction", "message": "…"}}
/// ```
public enum ServerMessage: Codable, Equatable, Sendable {
  /// The session's state, as a page shows it.
  case state(PageState)
  /// Why the page's last message was refused.
  case error(ErrorBody)

  /// What a page shows of a session.
  public struct PageState: Codable, Equatable, Sendable {
    /// How many todos are done, whatever the filter.
    public var completedCount: Int
    /// Whether the dialog asking to clear the completed todos shows.
    public var confirmingClearCompleted: Bool
    /// The filter's name: `All`, `Active` or `Completed`.
    public var filter: String
    /// How many view actions the session has handled.
    public var handledViewActions: Int
    /// The todos the filter lets through, in order.
    public var todos: [PageTodo]
    /// How many todos there are, whatever the filter.
    public var totalCount: Int

    /// What a page shows of `state`.
    public init(_ state: TodosSession.State) {
      let todos = state.todos
      self.completedCount = todos.count(where: \.isComplete)
      self.confirmingClearCompleted = state.confirmationDialog != nil
      self.filter = state.filter.rawValue
      self.handledViewActions = state.handledViewActions
      self.todos = state.filteredTodos.map(PageTodo.init)
      self.totalCount = todos.count
    }
  }

  /// One todo as a page shows it.
  public struct PageTodo: Codable, Equatable, Sendable {
    /// What is to be done.
    public var description: String
    /// The todo's identity.
    public var id: UUID
    /// Whether it is done.
    public var isComplete: Bool

    /// `todo` as a page shows it.
    public init(_ todo: Todo.State) {
      self.description = todo.description
      self.id = todo.id
      self.isComplete = todo.isComplete
    }
  }

  /// A refused message's problem.
  public struct ErrorBody: Codable, Equatable, Sendable {
    /// The problem's stable name (see ``WireError/code``).
    public var code: String
    /// The problem in a sentence.
    public var message: String

    /// The body naming `error`.
    public init(_ error: WireError) {
      self.code = error.code
      self.message = error.message
    }
  }

  private enum CodingKeys: String, CodingKey {
    case error, state, type
  }

  /// Reads a message as the server writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .type) {
    case "state":
      self = .state(try container.decode(PageState.self, forKey: .state))
    case "error":
      self = .error(try container.decode(ErrorBody.self, forKey: .error))
    case let type:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "No message of type \(type)"
      )
    }
  }

  /// Writes the message as `{"type": …, "state" or "error": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .state(let state):
      try container.encode("state", forKey: .type)
      try container.encode(state, forKey: .state)
    case .error(let error):
      try container.encode("error", forKey: .type)
      try container.encode(error, forKey: .error)
    }
  }

  /// The message as JSON text.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

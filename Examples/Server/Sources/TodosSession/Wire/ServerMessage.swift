import Foundation
import Todos

/// A message from the server to a page.
///
/// A page is sent the list once, as it is durably saved, when it connects (`snapshot`), and
/// from then on only what changes in it (`changes`), each batch once it is durable: an add costs
/// the same bytes whatever the length of the list. Its session's own state (`session`) follows
/// each view action it sent, once what the action changed in the list has been sent; a refused
/// action gets an `error` first. `saving` tells whether the list's changes are being saved.
///
/// ```json
/// {"type": "snapshot", "snapshot": {"version": 12, "todos": [ … ]}}
/// {"type": "changes", "changes": {"version": 13, "changes": [{"op": "insert", "index": 0, "todo": { … }}]}}
/// {"type": "session", "session": {"filter": "All", "handledViewActions": 3, "confirmingClearCompleted": false}}
/// {"type": "saving", "saving": {"isSaved": false, "message": "…"}}
/// {"type": "error", "error": {"code": "unknownTodo", "message": "…"}}
/// ```
public enum ServerMessage: Codable, Equatable, Sendable {
  /// The whole list, as durably saved at `version`: the first message a page receives.
  case snapshot(Snapshot)
  /// What changed in the list from the version before to `version`, durably saved.
  case changes(Changes)
  /// The page's session: its filter, its dialog, and how many of its actions were handled.
  case session(Session)
  /// Whether the list's changes are saved, or why they are not (they are being retried).
  case saving(Saving)
  /// Why the page's last message was refused.
  case error(ErrorBody)

  /// The whole list at a version.
  public struct Snapshot: Codable, Equatable, Sendable {
    /// The version of the list: one more with every batch of changes saved.
    public var version: Int
    /// Every todo, in order, whatever the page's filter.
    public var todos: [PageTodo]

    /// The list `todos` at `version`.
    public init(version: Int, todos: [PageTodo]) {
      self.version = version
      self.todos = todos
    }
  }

  /// The changes that make one version of the list the next.
  public struct Changes: Codable, Equatable, Sendable {
    /// The version the changes lead to.
    public var version: Int
    /// The changes, applied in order (see ``ListChange``).
    public var changes: [ListChange]

    /// `changes`, leading to `version`.
    public init(version: Int, changes: [ListChange]) {
      self.version = version
      self.changes = changes
    }
  }

  /// What a page shows of its own session.
  public struct Session: Codable, Equatable, Sendable {
    /// Whether the dialog asking to clear the completed todos shows.
    public var confirmingClearCompleted: Bool
    /// The filter's name: `All`, `Active` or `Completed`.
    public var filter: String
    /// How many view actions the session has handled.
    public var handledViewActions: Int

    /// What a page shows of `state`.
    public init(_ state: TodosSession.State) {
      self.confirmingClearCompleted = state.confirmationDialog != nil
      self.filter = state.filter.rawValue
      self.handledViewActions = state.handledViewActions
    }
  }

  /// Whether the list's changes are saved.
  public struct Saving: Codable, Equatable, Sendable {
    /// Whether every change shown is saved and none waits.
    public var isSaved: Bool
    /// Why the changes waiting could not be saved, while they cannot.
    public var message: String?

    /// Saved, or not for `message`.
    public init(isSaved: Bool, message: String? = nil) {
      self.isSaved = isSaved
      self.message = message
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
    case changes, error, saving, session, snapshot, type
  }

  /// Reads a message as the server writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .type) {
    case "snapshot":
      self = .snapshot(try container.decode(Snapshot.self, forKey: .snapshot))
    case "changes":
      self = .changes(try container.decode(Changes.self, forKey: .changes))
    case "session":
      self = .session(try container.decode(Session.self, forKey: .session))
    case "saving":
      self = .saving(try container.decode(Saving.self, forKey: .saving))
    case "error":
      self = .error(try container.decode(ErrorBody.self, forKey: .error))
    case let type:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "No message of type \(type)"
      )
    }
  }

  /// Writes the message as `{"type": name, name: body}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .snapshot(let snapshot):
      try container.encode("snapshot", forKey: .type)
      try container.encode(snapshot, forKey: .snapshot)
    case .changes(let changes):
      try container.encode("changes", forKey: .type)
      try container.encode(changes, forKey: .changes)
    case .session(let session):
      try container.encode("session", forKey: .type)
      try container.encode(session, forKey: .session)
    case .saving(let saving):
      try container.encode("saving", forKey: .type)
      try container.encode(saving, forKey: .saving)
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

import Foundation

/// What a page knows, from the server's messages so far: the list, its session, and whether the
/// list is saved. The page's script keeps the same; tests and the load tool keep this.
///
/// ```swift
/// var page = PageState()
/// for message in messages { page.apply(message) }
/// page.filteredTodos.map(\.description)
/// ```
public struct PageState: Equatable, Sendable {
  /// Every todo, in order, whatever the filter.
  public var todos: [ServerMessage.PageTodo] = []
  /// The version of the list last received; `nil` before the snapshot.
  public var version: Int?
  /// The session's filter's name.
  public var filter = "All"
  /// How many of the page's view actions the session has handled.
  public var handledViewActions = 0
  /// Whether the dialog asking to clear the completed todos shows.
  public var confirmingClearCompleted = false
  /// Whether the list is saved, or why not.
  public var saving = ServerMessage.Saving(isSaved: true)
  /// The last error frame received.
  public var lastError: ServerMessage.ErrorBody?

  /// A page that has received nothing yet.
  public init() {}

  /// Takes in `message`.
  public mutating func apply(_ message: ServerMessage) {
    switch message {
    case .snapshot(let snapshot):
      todos = snapshot.todos
      version = snapshot.version
    case .changes(let changes):
      for change in changes.changes { change.apply(to: &todos) }
      version = changes.version
    case .session(let session):
      filter = session.filter
      handledViewActions = session.handledViewActions
      confirmingClearCompleted = session.confirmingClearCompleted
    case .saving(let saving):
      self.saving = saving
    case .error(let error):
      lastError = error
    }
  }

  /// The todos the filter lets through, in order.
  public var filteredTodos: [ServerMessage.PageTodo] {
    switch filter {
    case "Active": todos.filter { !$0.isComplete }
    case "Completed": todos.filter(\.isComplete)
    default: todos
    }
  }
}

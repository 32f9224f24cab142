import ComposableEffects
import Foundation
import Todos

/// The file in the data directory that keeps the shared todo list across restarts.
///
/// Saving writes a whole new file and moves it into place, so a crash mid-save leaves the old
/// list, never half of a new one.
public struct TodosFile: Sendable {
  /// Where the list is kept: `todos.json` in the data directory.
  public let url: URL

  /// The list file of `dataDirectory`.
  public init(dataDirectory: URL) {
    self.url = dataDirectory.appendingPathComponent("todos.json")
  }

  /// The saved list; an empty one if none was saved yet.
  ///
  /// - Throws: When the file exists but cannot be read as a list, so that the server refuses to
  ///   start rather than overwrite it.
  public func load() throws -> IdentifiedArrayOf<Todo.State> {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let saved = try JSONDecoder().decode([SavedTodo].self, from: Data(contentsOf: url))
    return IdentifiedArray(uniqueElements: saved.map(\.state))
  }

  /// Saves `todos`, replacing the saved list at once.
  public func save(_ todos: IdentifiedArrayOf<Todo.State>) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(todos.map(SavedTodo.init)).write(to: url, options: .atomic)
  }

  private struct SavedTodo: Codable {
    var description: String
    var id: UUID
    var isComplete: Bool

    init(_ todo: Todo.State) {
      self.description = todo.description
      self.id = todo.id
      self.isComplete = todo.isComplete
    }

    var state: Todo.State {
      Todo.State(description: description, id: id, isComplete: isComplete)
    }
  }
}

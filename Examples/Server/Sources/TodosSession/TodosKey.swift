import ComposableEffects
import Foundation
import Todos

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<Todo.State>> {
  /// The todo list every session shares, kept in `todos.json` in `directory`.
  ///
  /// ```swift
  /// @Shared(.todos(in: dataDirectory)) var todos: IdentifiedArrayOf<Todo.State> = []
  /// ```
  ///
  /// Every `@Shared` of the same file holds the same list, however many stores show it: a change
  /// made through one is seen at once by the others, and by their observers.
  ///
  /// The file holds each todo's description, identifier and completion, with sorted keys, so that
  /// it reads well and changes little from one save to the next.
  public static func todos(in directory: URL) -> Self {
    .fileStorage(
      directory.appendingPathComponent("todos.json"),
      decode: { data in
        let saved = try JSONDecoder().decode([SavedTodo].self, from: data)
        return IdentifiedArray(uniqueElements: saved.map(\.state))
      },
      encode: { todos in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(todos.map(SavedTodo.init))
      }
    )
  }
}

// A todo as the file keeps it: the feature's state is not `Codable` itself.
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

import ComposableEffects
import Foundation
import Todos

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<Todo.State>> {
  /// The todo list kept in `todos.json` in `directory`, as ``SavedTodos`` reads and writes it.
  ///
  /// ```swift
  /// @Shared(.todos(in: dataDirectory)) var todos: IdentifiedArrayOf<Todo.State> = []
  /// ```
  ///
  /// Every `@Shared` of the same file holds the same list, however many stores show it: a change
  /// made through one is seen at once by the others, and by their observers. A file that cannot
  /// be read (not a list of todos, or two todos with one identifier) is the shared value's
  /// `loadError`, never a trap.
  ///
  /// The server keeps its list with a key of its own, which writes a change durably before any
  /// page is told of it; this one serves the feature's tests and apps of one process.
  public static func todos(in directory: URL) -> Self {
    .fileStorage(
      directory.appendingPathComponent("todos.json"),
      decode: { data in try SavedTodos.decode(data) },
      encode: { todos in try SavedTodos.encode(todos) }
    )
  }
}

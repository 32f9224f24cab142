import ComposableEffects
import Foundation
import Todos

/// The todo list as its file keeps it: a JSON array of todos, each with its description,
/// identifier and completion, with sorted keys, so that it reads well and changes little from one
/// save to the next.
///
/// ```swift
/// let todos = try SavedTodos.decode(Data(contentsOf: file))
/// try SavedTodos.encode(todos).write(to: file)
/// ```
///
/// The file comes from outside the program (a person may have edited it, another program may
/// have written it), so decoding never traps: content that is not a list of todos, or a list in
/// which two todos have the same identifier, is a ``SavedTodosError`` naming what is wrong.
public enum SavedTodos {
  /// The list `data` holds.
  ///
  /// - Throws: ``SavedTodosError`` when `data` is not a list of todos with distinct identifiers.
  public static func decode(_ data: Data) throws(SavedTodosError) -> IdentifiedArrayOf<Todo.State> {
    let saved: [SavedTodo]
    do {
      saved = try JSONDecoder().decode([SavedTodo].self, from: data)
    } catch {
      throw .unreadable(reason: reason(error))
    }
    var todos: IdentifiedArrayOf<Todo.State> = []
    todos.reserveCapacity(saved.count)
    for (offset, todo) in saved.enumerated() {
      let (inserted, index) = todos.append(todo.state)
      guard inserted else {
        throw .duplicateID(todo.id, firstOffset: index, secondOffset: offset)
      }
    }
    return todos
  }

  /// The file's content for `todos`.
  public static func encode(_ todos: IdentifiedArrayOf<Todo.State>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(todos.map(SavedTodo.init))
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      "\(place(context.codingPath)) has no \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(place(context.codingPath)) is not what a todo holds there (\(context.debugDescription))"
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not JSON"
    case DecodingError.dataCorrupted(let context):
      "\(place(context.codingPath)) is invalid (\(context.debugDescription))"
    default:
      "\(error)"
    }
  }

  // "the todo at offset 3's isComplete", or "the whole file" for the top level.
  private static func place(_ path: [any CodingKey]) -> String {
    guard let first = path.first else { return "the whole file" }
    let offset = first.intValue.map { "the todo at offset \($0)" } ?? first.stringValue
    let rest = path.dropFirst().map(\.stringValue).joined(separator: ".")
    return rest.isEmpty ? offset : "\(offset)'s \(rest)"
  }
}

/// Why a saved todo list cannot be read.
public enum SavedTodosError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The content is not a JSON array of todos.
  case unreadable(reason: String)
  /// Two todos have the same identifier, at these offsets of the array.
  case duplicateID(UUID, firstOffset: Int, secondOffset: Int)

  /// The problem in a sentence.
  public var description: String {
    switch self {
    case .unreadable(let reason):
      "The saved todo list is not a list of todos: \(reason)."
    case .duplicateID(let id, let first, let second):
      "The saved todo list has two todos with the id \(id), at offsets \(first) and \(second)."
    }
  }
}

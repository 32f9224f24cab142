import Foundation
import Todos

/// A todo as the server keeps it, in its file and in its database table: the feature's state is
/// not `Codable` itself.
public struct SavedTodo: Codable, Equatable, Identifiable, Sendable {
  public var description: String
  public var id: UUID
  public var isComplete: Bool

  /// The saved form of `todo`.
  public init(_ todo: Todo.State) {
    self.description = todo.description
    self.id = todo.id
    self.isComplete = todo.isComplete
  }

  /// The feature's state for this todo.
  public var state: Todo.State {
    Todo.State(description: description, id: id, isComplete: isComplete)
  }
}

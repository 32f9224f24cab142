import ComposableEffects
import Foundation
import Todos

/// One change to the list as a page applies it, by the todo's identity.
///
/// A batch of changes (``ServerMessage/Changes``) is applied in order, each to the list as the
/// ones before it left it:
///
/// - `remove`: the todo with `id` goes;
/// - `insert`: `todo` is put at `index`;
/// - `move`: the todo with `id` is taken out, then put at `index` of what is left;
/// - `update`: the todo with `todo.id` takes `todo`'s description and completion.
///
/// ```json
/// {"op": "insert", "index": 0, "todo": {"description": "Milk", "id": "…", "isComplete": false}}
/// {"op": "move", "id": "…", "index": 7}
/// ```
public enum ListChange: Codable, Equatable, Sendable {
  /// `todo` is put at `index`.
  case insert(ServerMessage.PageTodo, index: Int)
  /// The todo with `todo.id` takes `todo`'s values.
  case update(ServerMessage.PageTodo)
  /// The todo with this identity goes.
  case remove(id: UUID)
  /// The todo with this identity is taken out, then put at `index`.
  case move(id: UUID, index: Int)

  /// The changes that make `old` into `new`: few when few todos changed, whatever the lengths
  /// of the lists.
  public static func changes(
    from old: IdentifiedArrayOf<Todo.State>,
    to new: IdentifiedArrayOf<Todo.State>
  ) -> [ListChange] {
    let oldIDs = Array(old.ids)
    let newIDs = Array(new.ids)
    var changes: [ListChange] = []
    if oldIDs != newIDs {
      let difference = newIDs.difference(from: oldIDs).inferringMoves()
      var removed: Set<UUID> = []
      for case .remove(_, let id, nil) in difference.removals {
        removed.insert(id)
        changes.append(.remove(id: id))
      }
      // The list as a page has it after the changes so far: each index is the one the page
      // needs, whatever moves are still to come.
      var working = oldIDs.filter { !removed.contains($0) }
      for case .insert(let offset, let id, let associated) in difference.insertions {
        let isMove = associated != nil
        if isMove, let from = working.firstIndex(of: id) {
          working.remove(at: from)
        }
        // Right after the todo that comes before it in the new list, which is in place by now.
        let index =
          offset == 0 ? 0 : (working.firstIndex(of: newIDs[offset - 1]).map { $0 + 1 } ?? offset)
        working.insert(id, at: index)
        if isMove {
          changes.append(.move(id: id, index: index))
        } else if let todo = new[id: id] {
          changes.append(.insert(ServerMessage.PageTodo(todo), index: index))
        }
      }
    }
    for todo in new {
      guard let before = old[id: todo.id], before != todo else { continue }
      changes.append(.update(ServerMessage.PageTodo(todo)))
    }
    return changes
  }

  /// Applies the change to a page's list, as a page does; a change naming a todo the list does
  /// not hold changes nothing.
  public func apply(to todos: inout [ServerMessage.PageTodo]) {
    switch self {
    case .insert(let todo, let index):
      todos.insert(todo, at: min(max(index, 0), todos.count))
    case .update(let todo):
      if let offset = todos.firstIndex(where: { $0.id == todo.id }) { todos[offset] = todo }
    case .remove(let id):
      todos.removeAll { $0.id == id }
    case .move(let id, let index):
      guard let offset = todos.firstIndex(where: { $0.id == id }) else { return }
      let todo = todos.remove(at: offset)
      todos.insert(todo, at: min(max(index, 0), todos.count))
    }
  }

  private enum CodingKeys: String, CodingKey {
    case id, index, op, todo
  }

  /// Reads a change as the server writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .op) {
    case "insert":
      self = .insert(
        try container.decode(ServerMessage.PageTodo.self, forKey: .todo),
        index: try container.decode(Int.self, forKey: .index)
      )
    case "update":
      self = .update(try container.decode(ServerMessage.PageTodo.self, forKey: .todo))
    case "remove":
      self = .remove(id: try container.decode(UUID.self, forKey: .id))
    case "move":
      self = .move(
        id: try container.decode(UUID.self, forKey: .id),
        index: try container.decode(Int.self, forKey: .index)
      )
    case let op:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container, debugDescription: "No change named \(op)"
      )
    }
  }

  /// Writes the change as `{"op": …, …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .insert(let todo, let index):
      try container.encode("insert", forKey: .op)
      try container.encode(todo, forKey: .todo)
      try container.encode(index, forKey: .index)
    case .update(let todo):
      try container.encode("update", forKey: .op)
      try container.encode(todo, forKey: .todo)
    case .remove(let id):
      try container.encode("remove", forKey: .op)
      try container.encode(id, forKey: .id)
    case .move(let id, let index):
      try container.encode("move", forKey: .op)
      try container.encode(id, forKey: .id)
      try container.encode(index, forKey: .index)
    }
  }
}

import ComposableEffects
import Foundation
import Todos
import TodosSession

/// The list once another instance's change is taken in: the changes this instance made that the
/// table does not have yet, put on top of the list as the table now holds it.
///
/// ```swift
/// // `base`: what this instance knew the table held; `current`: its list, with its own changes.
/// let merged = TodosRebase.rebase(current, from: base, onto: table)
/// ```
///
/// Pure. Without changes of this instance's own, the result is the table's list. With some, each
/// is made again on the table's list: an added or moved todo is put right after the todo before
/// it in this instance's list (wherever the table has that one), a changed one changed
/// (this instance's change is written after the other's, so it is the one committed last), a
/// deleted one deleted; a change to a todo the other instance deleted is dropped, as the
/// database drops it (a delete wins).
enum TodosRebase {
  typealias Todos = IdentifiedArrayOf<Todo.State>

  /// `current`'s changes from `base`, made on `table`.
  static func rebase(_ current: Todos, from base: Todos, onto table: Todos) -> Todos {
    var result = table
    for change in ListChange.changes(from: base, to: current) {
      apply(change, to: &result, placedAsIn: current)
    }
    return result
  }

  private static func apply(_ change: ListChange, to todos: inout Todos, placedAsIn current: Todos) {
    switch change {
    case .insert(let todo, let index):
      let state = Todo.State(description: todo.description, id: todo.id, isComplete: todo.isComplete)
      if todos[id: todo.id] != nil {
        todos[id: todo.id] = state
      } else {
        todos.insert(state, at: place(of: todo.id, in: todos, as: current, orAt: index))
      }
    case .update(let todo):
      guard todos[id: todo.id] != nil else { return }
      todos[id: todo.id] = Todo.State(description: todo.description, id: todo.id, isComplete: todo.isComplete)
    case .remove(let id):
      todos.remove(id: id)
    case .move(let id, let index):
      guard let todo = todos.remove(id: id) else { return }
      todos.insert(todo, at: place(of: id, in: todos, as: current, orAt: index))
    }
  }

  /// Where `id` goes in `todos`: right after the todo before it in `current`, or first if none
  /// is; at `index` if `todos` lacks that todo (the other instance deleted it).
  private static func place(of id: UUID, in todos: Todos, as current: Todos, orAt index: Int) -> Int {
    guard let offset = current.index(id: id) else { return min(max(index, 0), todos.count) }
    guard offset > 0 else { return 0 }
    guard let before = todos.index(id: current[offset - 1].id) else {
      return min(max(index, 0), todos.count)
    }
    return before + 1
  }
}

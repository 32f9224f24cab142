import ComposableEffects
import Foundation
import Todos

/// The key of the server's shared list: loaded from ``DurableTodoList``, every change handed to
/// it to be written durably, and changes made from outside (to the file, or to the table by
/// other instances) taken in.
///
/// ```swift
/// let todos = Shared(wrappedValue: list.durableTodos, DurableTodosKey(list: list))
/// ```
struct DurableTodosKey: SharedKey {
  let list: DurableTodoList

  var id: ObjectIdentifier {
    ObjectIdentifier(list)
  }

  func load(
    context: LoadContext<IdentifiedArrayOf<Todo.State>>,
    continuation: LoadContinuation<IdentifiedArrayOf<Todo.State>>
  ) {
    continuation.resume(returning: list.durableTodos)
  }

  func subscribe(
    context: LoadContext<IdentifiedArrayOf<Todo.State>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<Todo.State>>
  ) -> SharedSubscription {
    let list = list
    switch list.storage {
    case .file(let file):
      let watch = TodosFileWatch(file.url) {
        list.fileChanged { subscriber.yield($0) }
      }
      return SharedSubscription { watch.stop() }
    case .table(let table):
      return table.subscribe { todos, before in
        let number = list.outsideChanged(todos, before: before)
        Task { @MainActor in
          list.adoptOutsideChange(number) { subscriber.yield($0) }
        }
      }
    }
  }

  func save(
    _ value: IdentifiedArrayOf<Todo.State>,
    context: SaveContext,
    continuation: SaveContinuation
  ) {
    // Durability is the pages' business, not the sessions': they are sent the change once it
    // is written (see `DurableTodoList`), and a failure is retried there.
    list.changed(value)
    continuation.resume()
  }
}

extension DurableTodosKey: CustomStringConvertible {
  var description: String {
    ".durableTodos(\(list.storage.place))"
  }
}

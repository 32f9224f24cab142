import ComposableEffects
import Foundation
import Todos

/// The key of the server's shared list: loaded from ``DurableTodoList``, every change handed to
/// it to be written durably, and changes made to the file from outside taken in.
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
    let watch = TodosFileWatch(list.file.url) {
      list.fileChanged { subscriber.yield($0) }
    }
    return SharedSubscription { watch.stop() }
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
    ".durableTodos(\(list.file.url.path))"
  }
}

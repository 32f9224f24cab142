import ComposableEffects
import Synchronization
import Todos

/// The one todo list that every session of the server reads and writes, and that tells every
/// session when it changes.
///
/// It stands where `@Shared(.fileStorage(url))` will stand once the package has `@Shared`: the
/// list in memory is shared by reference, a change made by one session is seen by all, and the
/// server saves it to a file (see `TodosPersistence` in the server target). To move to `@Shared`,
/// make ``TodosSession/State``'s list `@Shared(.fileStorage(url))`, then remove this type, its
/// dependency, and the session's catch-up and write-back reducers and its `sharedTodosChanged`
/// subscription: `@Shared` does all three.
///
/// Every store of the server runs on the main actor, one action at a time: a session reads the
/// latest list, runs the todos feature on it and writes the result back within one action, so
/// that no other session's change can come in between and be lost. The lock only keeps the
/// list's readers (the saving service, the tests) safe.
public final class SharedTodos: Sendable {
  private let state: Mutex<State>

  private struct State {
    var todos: IdentifiedArrayOf<Todo.State>
    var observers: [Int: AsyncStream<Void>.Continuation] = [:]
    var nextObserverID = 0
  }

  /// A list holding `todos`; by default an empty one.
  public init(_ todos: IdentifiedArrayOf<Todo.State> = []) {
    self.state = Mutex(State(todos: todos))
  }

  /// The list. Setting it to another list tells every observer of ``changes()``.
  public var todos: IdentifiedArrayOf<Todo.State> {
    get { state.withLock { $0.todos } }
    set {
      let observers = state.withLock { state -> [AsyncStream<Void>.Continuation] in
        guard state.todos != newValue else { return [] }
        state.todos = newValue
        return Array(state.observers.values)
      }
      for observer in observers {
        observer.yield()
      }
    }
  }

  /// The changes of the list from now on, one element per change, newer changes merged into one
  /// not yet taken: an observer reads ``todos`` for the latest list, however far behind it is.
  ///
  /// The observer is forgotten when its iteration ends or is cancelled.
  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Void.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    let id = state.withLock { state in
      defer { state.nextObserverID += 1 }
      state.observers[state.nextObserverID] = continuation
      return state.nextObserverID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
    }
    return stream
  }

  /// How many observers ``changes()`` has now.
  public var observerCount: Int {
    state.withLock { $0.observers.count }
  }
}

extension DependencyValues {
  /// The todo list shared by every session.
  public var sharedTodos: SharedTodos {
    get { self[SharedTodosKey.self] }
    set { self[SharedTodosKey.self] = newValue }
  }
}

private enum SharedTodosKey: DependencyKey {
  // A list in memory, kept by nobody else: the server provides the one it saves.
  static var liveValue: SharedTodos { SharedTodos() }
  static var testValue: SharedTodos { SharedTodos() }
}

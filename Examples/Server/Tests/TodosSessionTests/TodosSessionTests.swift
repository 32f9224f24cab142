import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing
import Todos
import TodosSession

/// The session feature a server runs per connection: view actions become the todos feature's,
/// the list is shared by every session, and the filter and dialog are each session's own.
@MainActor
@Suite struct TodosSessionTests {
  let clock = TestClock()

  @Test func addingATodoPutsItWithItsDescriptionOnTopOfTheSharedList() async {
    let shared = SharedTodos()
    let store = session(shared)

    await store.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.todos.todos = [Todo.State(description: "Milk", id: UUID(0))]
    }
    await store.send(.view(.addTodo(description: "Eggs"))) {
      $0.handledViewActions = 2
      $0.todos.todos.insert(Todo.State(description: "Eggs", id: UUID(1)), at: 0)
    }
    #expect(shared.todos.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func aChangeMadeByOneSessionReachesAnotherThatHasStarted() async {
    let shared = SharedTodos()
    let first = session(shared)
    let second = session(shared)
    let firstFollowing = await first.send(.sessionStarted)
    let secondFollowing = await second.send(.sessionStarted)

    await first.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.todos.todos = [Todo.State(description: "Milk", id: UUID(0))]
    }
    await first.receive(\.sharedTodosChanged)
    await second.receive(\.sharedTodosChanged) {
      $0.todos.todos = [Todo.State(description: "Milk", id: UUID(0))]
    }

    await firstFollowing.cancel()
    await secondFollowing.cancel()
  }

  @Test func everyActionStartsFromTheLatestSharedListSoNoChangeIsLost() async {
    let shared = SharedTodos()
    let first = session(shared)
    let second = session(shared, uuid: .constant(UUID(100)))

    await first.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.todos.todos = [Todo.State(description: "Milk", id: UUID(0))]
    }
    // The second session has not been told of the first one's todo, and keeps it all the same.
    await second.send(.view(.addTodo(description: "Eggs"))) {
      $0.handledViewActions = 1
      $0.todos.todos = [
        Todo.State(description: "Eggs", id: UUID(100)),
        Todo.State(description: "Milk", id: UUID(0)),
      ]
    }
    #expect(shared.todos.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func theFilterBelongsToTheSessionAlone() async {
    let shared = SharedTodos([
      Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let first = session(shared)
    let second = session(shared)

    await first.send(.view(.filter(.completed))) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
      $0.todos.filter = .completed
    }
    await second.send(.view(.filter(.active))) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
      $0.todos.filter = .active
    }
    #expect(first.state.todos.filteredTodos.map(\.description) == ["Milk"])
    #expect(second.state.todos.filteredTodos.map(\.description) == ["Eggs"])
  }

  @Test func completingATodoSortsItDownASecondLater() async {
    let shared = SharedTodos([
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let store = session(shared)

    await store.send(.view(.complete(id: UUID(0), isComplete: true))) {
      $0.handledViewActions = 1
      $0.todos.todos = [
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
        Todo.State(description: "Eggs", id: UUID(1)),
      ]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.todos.sortCompletedTodos) {
      $0.todos.todos = [
        Todo.State(description: "Eggs", id: UUID(1)),
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      ]
    }
    #expect(shared.todos.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func describingATodoChangesItsDescription() async {
    let shared = SharedTodos([Todo.State(description: "Milk", id: UUID(0))])
    let store = session(shared)

    await store.send(.view(.describe(id: UUID(0), description: "Oat milk"))) {
      $0.handledViewActions = 1
      $0.todos.todos = [Todo.State(description: "Oat milk", id: UUID(0))]
    }
    #expect(shared.todos.map(\.description) == ["Oat milk"])
  }

  @Test func deletingATodoRemovesItByIdentityWhateverTheFilter() async {
    let shared = SharedTodos([
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
    ])
    let store = session(shared)
    await store.send(.view(.filter(.completed))) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
      $0.todos.filter = .completed
    }

    await store.send(.view(.delete(id: UUID(1)))) {
      $0.handledViewActions = 2
      $0.todos.todos = [Todo.State(description: "Milk", id: UUID(0))]
    }
    #expect(shared.todos.map(\.description) == ["Milk"])
  }

  @Test func anActionOnATodoThatIsGoneChangesNothingButIsCounted() async {
    let shared = SharedTodos()
    let store = session(shared)

    await store.send(.view(.complete(id: UUID(7), isComplete: true))) {
      $0.handledViewActions = 1
    }
    await store.send(.view(.delete(id: UUID(7)))) {
      $0.handledViewActions = 2
    }
    await store.send(.view(.describe(id: UUID(7), description: "Gone"))) {
      $0.handledViewActions = 3
    }
  }

  @Test func clearingTheCompletedTodosAsksFirst() async {
    let shared = SharedTodos([
      Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let store = session(shared)

    await store.send(.view(.clearCompletedButtonTapped)) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
      $0.todos.confirmationDialog = .clearCompleted
    }
    await store.send(.view(.confirmClearCompleted)) {
      $0.handledViewActions = 2
      $0.todos.confirmationDialog = nil
      $0.todos.todos = [Todo.State(description: "Eggs", id: UUID(1))]
    }
    #expect(shared.todos.map(\.description) == ["Eggs"])
  }

  @Test func cancellingTheDialogKeepsTheCompletedTodos() async {
    let shared = SharedTodos([Todo.State(description: "Milk", id: UUID(0), isComplete: true)])
    let store = session(shared)

    await store.send(.view(.clearCompletedButtonTapped)) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
      $0.todos.confirmationDialog = .clearCompleted
    }
    await store.send(.view(.cancelClearCompleted)) {
      $0.handledViewActions = 2
      $0.todos.confirmationDialog = nil
    }
    #expect(shared.todos.map(\.description) == ["Milk"])
  }

  @Test func confirmingWithoutTheDialogClearsNothing() async {
    let shared = SharedTodos([Todo.State(description: "Milk", id: UUID(0), isComplete: true)])
    let store = session(shared)

    await store.send(.view(.confirmClearCompleted)) {
      $0.handledViewActions = 1
      $0.todos.todos = shared.todos
    }
    #expect(shared.todos.map(\.description) == ["Milk"])
  }

  private func session(
    _ shared: SharedTodos,
    uuid: UUIDGenerator = .incrementing
  ) -> TestStoreOf<TodosSession> {
    TestStore(initialState: TodosSession.State()) {
      TodosSession()
    } withDependencies: {
      $0.continuousClock = clock
      $0.sharedTodos = shared
      $0.uuid = uuid
    }
  }
}

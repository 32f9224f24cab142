import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Observation
import Testing
import Todos
import TodosSession

/// The session feature a server runs per connection: view actions become the todos feature's,
/// the list is shared by every session, and the filter and dialog are each session's own.
@MainActor
@Suite struct TodosSessionTests {
  let clock = TestClock()

  @Test func addingATodoPutsItWithItsDescriptionOnTopOfTheSharedList() async {
    let shared = sharedList()
    let store = session(shared)

    await store.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [Todo.State(description: "Milk", id: UUID(0))] }
    }
    await store.send(.view(.addTodo(description: "Eggs"))) {
      $0.handledViewActions = 2
      $0.$todos.withLock { $0.insert(Todo.State(description: "Eggs", id: UUID(1)), at: 0) }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func aChangeMadeByOneSessionIsSeenByAnotherAtOnce() async {
    let shared = sharedList()
    let first = session(shared)
    let second = session(shared)

    await first.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [Todo.State(description: "Milk", id: UUID(0))] }
    }

    #expect(second.state.todos == [Todo.State(description: "Milk", id: UUID(0))])
  }

  @Test func aChangeMadeThroughOneStoreWakesTheObserversOfAnother() {
    let shared = sharedList()
    let first = Store(initialState: TodosSession.State(todos: shared)) {
      TodosSession()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let second = Store(initialState: TodosSession.State(todos: shared)) {
      TodosSession()
    }
    let changed = LockIsolated(false)
    // What the server does to push a page: read its state, and hear when that is to change.
    let before = withObservationTracking {
      second.state.todos
    } onChange: {
      changed.setValue(true)
    }

    first.send(.view(.addTodo(description: "Milk")))

    #expect(before.isEmpty)
    #expect(changed.value)
    #expect(second.state.todos.map(\.description) == ["Milk"])
  }

  @Test func anActionThatLeavesTheListAsItWasWakesNoOtherStore() {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0))])
    let first = Store(initialState: TodosSession.State(todos: shared)) {
      TodosSession()
    }
    let second = Store(initialState: TodosSession.State(todos: shared)) {
      TodosSession()
    }
    let changed = LockIsolated(false)
    _ = withObservationTracking {
      second.state.todos
    } onChange: {
      changed.setValue(true)
    }

    first.send(.view(.filter(.completed)))

    #expect(first.state.filter == .completed)
    #expect(!changed.value)
  }

  @Test func twoSessionsAddingTodosKeepBoth() async {
    let shared = sharedList()
    let first = session(shared)
    let second = session(shared, uuid: .constant(UUID(100)))

    await first.send(.view(.addTodo(description: "Milk"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [Todo.State(description: "Milk", id: UUID(0))] }
    }
    // The second session adds its todo to the list as the first one left it.
    await second.send(.view(.addTodo(description: "Eggs"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [
        Todo.State(description: "Eggs", id: UUID(100)),
        Todo.State(description: "Milk", id: UUID(0)),
      ] }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func theFilterBelongsToTheSessionAlone() async {
    let shared = sharedList([
      Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let first = session(shared)
    let second = session(shared)

    await first.send(.view(.filter(.completed))) {
      $0.handledViewActions = 1
      $0.filter = .completed
    }
    await second.send(.view(.filter(.active))) {
      $0.handledViewActions = 1
      $0.filter = .active
    }
    #expect(first.state.filteredTodos.map(\.description) == ["Milk"])
    #expect(second.state.filteredTodos.map(\.description) == ["Eggs"])
  }

  @Test func completingATodoSortsItDownASecondLater() async {
    let shared = sharedList([
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let store = session(shared)

    await store.send(.view(.complete(id: UUID(0), isComplete: true))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
        Todo.State(description: "Eggs", id: UUID(1)),
      ] }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.todos.sortCompletedTodos) {
      $0.$todos.withLock { $0 = [
        Todo.State(description: "Eggs", id: UUID(1)),
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      ] }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func describingATodoChangesItsDescription() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0))])
    let store = session(shared)

    await store.send(.view(.describe(id: UUID(0), description: "Oat milk"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0 = [Todo.State(description: "Oat milk", id: UUID(0))] }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Oat milk"])
  }

  @Test func deletingATodoRemovesItByIdentityWhateverTheFilter() async {
    let shared = sharedList([
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
    ])
    let store = session(shared)
    await store.send(.view(.filter(.completed))) {
      $0.handledViewActions = 1
      $0.filter = .completed
    }

    await store.send(.view(.delete(id: UUID(1)))) {
      $0.handledViewActions = 2
      $0.$todos.withLock { $0 = [Todo.State(description: "Milk", id: UUID(0))] }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Milk"])
  }

  @Test func anActionOnATodoThatIsGoneIsRefusedNamingIt() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0))])
    let store = session(shared)

    await store.send(.view(.complete(id: UUID(7), isComplete: true))) {
      $0.handledViewActions = 1
      $0.refusal = .init(action: 1, error: .unknownTodo(UUID(7)))
    }
    await store.send(.view(.delete(id: UUID(7)))) {
      $0.handledViewActions = 2
      $0.refusal = .init(action: 2, error: .unknownTodo(UUID(7)))
    }
    await store.send(.view(.describe(id: UUID(7), description: "Gone"))) {
      $0.handledViewActions = 3
      $0.refusal = .init(action: 3, error: .unknownTodo(UUID(7)))
    }
    #expect(shared.wrappedValue.map(\.description) == ["Milk"])
  }

  @Test func aBlankDescriptionIsRefusedWhenAddingAndWhenDescribing() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0))])
    let store = session(shared)

    await store.send(.view(.addTodo(description: "  \n\t "))) {
      $0.handledViewActions = 1
      $0.refusal = .init(action: 1, error: .blankDescription)
    }
    await store.send(.view(.describe(id: UUID(0), description: ""))) {
      $0.handledViewActions = 2
      $0.refusal = .init(action: 2, error: .blankDescription)
    }
    #expect(shared.wrappedValue.map(\.description) == ["Milk"])
  }

  @Test func anOverLongDescriptionIsRefusedWhenAddingAndWhenDescribing() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(100))])
    let store = session(shared, limits: .init(maxDescriptionLength: 5))

    await store.send(.view(.addTodo(description: "Oat milk"))) {
      $0.handledViewActions = 1
      $0.refusal = .init(action: 1, error: .descriptionTooLong(length: 8, limit: 5))
    }
    await store.send(.view(.describe(id: UUID(100), description: "Oat milk"))) {
      $0.handledViewActions = 2
      $0.refusal = .init(action: 2, error: .descriptionTooLong(length: 8, limit: 5))
    }
    // The limit counts what is kept: the description without the white space around it.
    await store.send(.view(.addTodo(description: "  Eggs  "))) {
      $0.handledViewActions = 3
      $0.refusal = nil
      $0.$todos.withLock { $0.insert(Todo.State(description: "Eggs", id: UUID(0)), at: 0) }
    }
  }

  @Test func addingToAFullListIsRefusedAndDeletingMakesRoomAgain() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(100))])
    let store = session(shared, limits: .init(maxTodos: 2))

    await store.send(.view(.addTodo(description: "Eggs"))) {
      $0.handledViewActions = 1
      $0.$todos.withLock { $0.insert(Todo.State(description: "Eggs", id: UUID(0)), at: 0) }
    }
    await store.send(.view(.addTodo(description: "Bread"))) {
      $0.handledViewActions = 2
      $0.refusal = .init(action: 2, error: .listFull(limit: 2))
    }
    await store.send(.view(.delete(id: UUID(100)))) {
      $0.handledViewActions = 3
      $0.refusal = nil
      $0.$todos.withLock { $0 = [Todo.State(description: "Eggs", id: UUID(0))] }
    }
    await store.send(.view(.addTodo(description: "Bread"))) {
      $0.handledViewActions = 4
      $0.$todos.withLock { $0.insert(Todo.State(description: "Bread", id: UUID(1)), at: 0) }
    }
  }

  @Test func deletingATodoTheFilterHidesDeletesIt() async {
    let shared = sharedList([
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
    ])
    let store = session(shared)
    await store.send(.view(.filter(.completed))) {
      $0.handledViewActions = 1
      $0.filter = .completed
    }

    await store.send(.view(.delete(id: UUID(0)))) {
      $0.handledViewActions = 2
      $0.$todos.withLock { $0 = [Todo.State(description: "Eggs", id: UUID(1), isComplete: true)] }
    }
  }

  @Test func clearingTheCompletedTodosAsksFirst() async {
    let shared = sharedList([
      Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      Todo.State(description: "Eggs", id: UUID(1)),
    ])
    let store = session(shared)

    await store.send(.view(.clearCompletedButtonTapped)) {
      $0.handledViewActions = 1
      $0.confirmationDialog = .clearCompleted
    }
    await store.send(.view(.confirmClearCompleted)) {
      $0.handledViewActions = 2
      $0.confirmationDialog = nil
      $0.$todos.withLock { $0 = [Todo.State(description: "Eggs", id: UUID(1))] }
    }
    #expect(shared.wrappedValue.map(\.description) == ["Eggs"])
  }

  @Test func cancellingTheDialogKeepsTheCompletedTodos() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0), isComplete: true)])
    let store = session(shared)

    await store.send(.view(.clearCompletedButtonTapped)) {
      $0.handledViewActions = 1
      $0.confirmationDialog = .clearCompleted
    }
    await store.send(.view(.cancelClearCompleted)) {
      $0.handledViewActions = 2
      $0.confirmationDialog = nil
    }
    #expect(shared.wrappedValue.map(\.description) == ["Milk"])
  }

  @Test func confirmingWithoutTheDialogClearsNothing() async {
    let shared = sharedList([Todo.State(description: "Milk", id: UUID(0), isComplete: true)])
    let store = session(shared)

    await store.send(.view(.confirmClearCompleted)) {
      $0.handledViewActions = 1
    }
    #expect(shared.wrappedValue.map(\.description) == ["Milk"])
  }

  // Every store of a test that is given the same list shares it: the `.fileStorage` key keeps
  // it in the test's own in-memory stand-in for the file system.
  private func sharedList(
    _ todos: IdentifiedArrayOf<Todo.State> = []
  ) -> Shared<IdentifiedArrayOf<Todo.State>> {
    let shared = Shared<IdentifiedArrayOf<Todo.State>>(
      wrappedValue: [], .todos(in: URL(fileURLWithPath: "/todos"))
    )
    shared.withLock { $0 = todos }
    return shared
  }

  private func session(
    _ todos: Shared<IdentifiedArrayOf<Todo.State>>,
    uuid: UUIDGenerator = .incrementing,
    limits: TodosSession.Limits = .init()
  ) -> TestStoreOf<TodosSession> {
    TestStore(initialState: TodosSession.State(todos: todos)) {
      TodosSession(limits: limits)
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = uuid
    }
  }
}

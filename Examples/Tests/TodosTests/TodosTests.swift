import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing
import Todos

/// TCA's Todos case study: bindings on a collection of features, a completion sort that waits
/// a second and debounces, filtering, and clearing the completed todos behind a confirmation
/// dialog.
@MainActor
@Suite struct TodosTests {
  let clock = TestClock()

  @Test func addingATodoPutsAnEmptyOneOnTop() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(
        Todo.State(description: "", id: UUID(0), isComplete: false),
        at: 0
      )
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(
        Todo.State(description: "", id: UUID(1), isComplete: false),
        at: 0
      )
    }
  }

  @Test func aBindingEditsTheDescription() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false)
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(\.todos[id: UUID(0)].binding.description, "Learn Composable Architecture") {
      $0.todos[id: UUID(0)]?.description = "Learn Composable Architecture"
    }
  }

  @Test func aBindingActionSpelledOutEditsTheDescription() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false)
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.description, "Milk"))))) {
      $0.todos[id: UUID(0)]?.description = "Milk"
    }
  }

  @Test func completingATodoSortsItDownASecondLater() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
      ]
    }
  }

  @Test func theSortWaitsAWholeSecond() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(999))
    await store.send(\.binding.filter, .active) {
      $0.filter = .active
    }
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
      ]
    }
  }

  @Test func completingTwoTodosQuicklySortsOnce() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "Milk", id: UUID(0), isComplete: false),
        Todo.State(description: "Eggs", id: UUID(1), isComplete: false),
        Todo.State(description: "Bread", id: UUID(2), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(1)].binding.isComplete, true) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        $0.todos[2],
        $0.todos[0],
        $0.todos[1],
      ]
    }
    await store.finish()
  }

  @Test func undoingACompletionWithinTheSecondDebouncesTheSort() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(0)].binding.isComplete, false) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
    await store.finish()
  }

  @Test func editingADescriptionDoesNotSort() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(1)].binding.description, "Milk") {
      $0.todos[id: UUID(1)]?.description = "Milk"
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func confirmingTheDialogClearsTheCompletedTodos() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.confirmationDialog = .clearCompleted
    }
    await store.send(.confirmationDialog(.presented(.confirmClearCompleted))) {
      $0.confirmationDialog = nil
      $0.todos = [
        $0.todos[0]
      ]
    }
  }

  @Test func cancellingTheDialogKeepsTheCompletedTodos() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.confirmationDialog = .clearCompleted
    }
    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
  }

  @Test func deletingRemovesTheTodosAtTheOffsets() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(2), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.delete([1])) {
      $0.todos.remove(id: UUID(1))
    }
  }

  @Test func deletingWhileFilteredCountsOffsetsInTheFilteredList() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(2), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(.delete([0])) {
      $0.todos.remove(id: UUID(2))
    }
  }

  @Test func movingATodoSortsShortlyAfter() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(2), isComplete: false),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.move([0], 2)) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
        $0.todos[2],
      ]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func movingWhileFilteredCountsOffsetsInTheFilteredList() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "Milk", id: UUID(2), isComplete: true),
        Todo.State(description: "Eggs", id: UUID(3), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(.move([0], 2)) {
      $0.todos = [
        $0.todos[0],
        $0.todos[1],
        $0.todos[3],
        $0.todos[2],
      ]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func theFilterChoosesWhichTodosAreShown() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "Milk", id: UUID(0), isComplete: false),
        Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    #expect(store.state.filteredTodos.map(\.id) == [UUID(0), UUID(1)])
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    #expect(store.state.filteredTodos.map(\.id) == [UUID(1)])
    await store.send(.binding(.set(\.filter, .active))) {
      $0.filter = .active
    }
    #expect(store.state.filteredTodos.map(\.id) == [UUID(0)])
  }

  @Test func editingWhileFilteredEditsTheRightTodo() async {
    let state = Todos.State(
      todos: [
        Todo.State(description: "", id: UUID(0), isComplete: false),
        Todo.State(description: "", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(\.todos[id: UUID(1)].binding.description, "Did this already") {
      $0.todos[id: UUID(1)]?.description = "Did this already"
    }
  }
}

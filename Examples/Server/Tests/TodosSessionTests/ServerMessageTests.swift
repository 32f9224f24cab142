import ComposableEffects
import Foundation
import Testing
import Todos
import TodosSession

/// What the server sends a page, and what a page makes of it.
@Suite struct ServerMessageTests {
  @Test func aSessionMessageShowsTheSessionsOwnState() {
    let state = TodosSession.State(
      todos: Shared(value: [Todo.State(description: "Milk", id: UUID(0))]),
      handledViewActions: 4,
      filter: .active
    )

    let session = ServerMessage.Session(state)

    #expect(session.filter == "Active")
    #expect(session.handledViewActions == 4)
    #expect(!session.confirmingClearCompleted)
  }

  @Test func messagesReadBackAsTheyWereWritten() throws {
    let todo = ServerMessage.PageTodo(Todo.State(description: "Milk", id: UUID(0)))
    let messages: [ServerMessage] = [
      .snapshot(.init(version: 3, todos: [todo])),
      .changes(
        .init(
          version: 4,
          changes: [
            .insert(todo, index: 0), .update(todo), .remove(id: UUID(1)), .move(id: UUID(0), index: 2),
          ]
        )
      ),
      .session(ServerMessage.Session(TodosSession.State(todos: Shared(value: [])))),
      .saving(.init(isSaved: false, message: "disk full")),
      .error(ServerMessage.ErrorBody(.unknownAction("launch"))),
    ]
    for message in messages {
      let decoded = try JSONDecoder().decode(ServerMessage.self, from: Data(message.text.utf8))
      #expect(decoded == message)
    }
  }

  @Test func anErrorFrameNamesTheProblem() {
    let text = ServerMessage.error(ServerMessage.ErrorBody(.internalAction("todos"))).text
    #expect(text.contains(#""type":"error""#))
    #expect(text.contains(#""code":"internalAction""#))
  }

  @Test func aPageKeepsTheListFromItsSnapshotAndChangesAndFiltersIt() {
    var page = PageState()
    let milk = ServerMessage.PageTodo(Todo.State(description: "Milk", id: UUID(0)))
    var eggs = ServerMessage.PageTodo(Todo.State(description: "Eggs", id: UUID(1)))

    page.apply(.snapshot(.init(version: 1, todos: [milk])))
    eggs.isComplete = true
    page.apply(.changes(.init(version: 2, changes: [.insert(eggs, index: 0)])))
    page.apply(.session(ServerMessage.Session(TodosSession.State(todos: Shared(value: []), filter: .active))))

    #expect(page.version == 2)
    #expect(page.todos.map(\.description) == ["Eggs", "Milk"])
    #expect(page.filteredTodos.map(\.description) == ["Milk"])
  }
}

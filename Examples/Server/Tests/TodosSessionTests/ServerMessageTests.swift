import ComposableEffects
import Foundation
import Testing
import Todos
import TodosSession

/// What the server pushes to a page.
@Suite struct ServerMessageTests {
  @Test func aPageStateShowsTheFilteredTodosAndCountsThemAll() {
    let state = TodosSession.State(
      todos: Shared(value: [
        Todo.State(description: "Milk", id: UUID(0)),
        Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
      ]),
      handledViewActions: 4,
      filter: .active
    )

    let page = ServerMessage.PageState(state)

    #expect(page.todos.map(\.description) == ["Milk"])
    #expect(page.totalCount == 2)
    #expect(page.completedCount == 1)
    #expect(page.filter == "Active")
    #expect(page.handledViewActions == 4)
    #expect(!page.confirmingClearCompleted)
  }

  @Test func messagesReadBackAsTheyWereWritten() throws {
    let messages: [ServerMessage] = [
      .state(ServerMessage.PageState(TodosSession.State(todos: Shared(value: [])))),
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
}

import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing
import Todos
import TodosSession

/// The saved list comes from outside the program: whatever the file holds, reading it is an
/// answer, never a trap.
@Suite struct SavedTodosTests {
  @Test func aSavedListReadsBackAsItWasWritten() throws {
    let todos: IdentifiedArrayOf<Todo.State> = [
      Todo.State(description: "Milk", id: UUID(0)),
      Todo.State(description: "Eggs", id: UUID(1), isComplete: true),
    ]
    #expect(try SavedTodos.decode(SavedTodos.encode(todos)) == todos)
  }

  @Test func twoTodosWithOneIdentifierAreAnErrorNamingTheIdentifier() {
    let data = Data(
      """
      [{"description": "Milk", "id": "\(UUID(7))", "isComplete": false},
       {"description": "Eggs", "id": "\(UUID(1))", "isComplete": false},
       {"description": "Milk again", "id": "\(UUID(7))", "isComplete": true}]
      """.utf8
    )
    #expect(throws: SavedTodosError.duplicateID(UUID(7), firstOffset: 0, secondOffset: 2)) {
      try SavedTodos.decode(data)
    }
    let message = SavedTodosError.duplicateID(UUID(7), firstOffset: 0, secondOffset: 2).description
    #expect(message.contains(UUID(7).uuidString))
  }

  @Test func contentThatIsNotAListOfTodosIsAnErrorSayingWhy() {
    let notJSON = #expect(throws: SavedTodosError.self) { try SavedTodos.decode(Data("not a list".utf8)) }
    #expect(notJSON?.description.contains("not JSON") == true)

    let missing = #expect(throws: SavedTodosError.self) {
      try SavedTodos.decode(Data(#"[{"description": "Milk", "isComplete": false}]"#.utf8))
    }
    #expect(missing?.description.contains("offset 0 has no \"id\"") == true)

    let wrongType = #expect(throws: SavedTodosError.self) {
      try SavedTodos.decode(Data(#"{"todos": []}"#.utf8))
    }
    #expect(wrongType != nil)
  }
}

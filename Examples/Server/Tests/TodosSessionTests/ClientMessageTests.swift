import Foundation
import Testing
import TodosSession

/// What a page may send: each view action, as JSON, and nothing else.
@Suite struct ClientMessageTests {
  static let id = UUID(uuidString: "00000000-0000-0000-0000-000000000007")!

  static let viewActions: [TodosSession.Action.View] = [
    .addTodo(description: "Milk"),
    .cancelClearCompleted,
    .clearCompletedButtonTapped,
    .complete(id: id, isComplete: true),
    .confirmClearCompleted,
    .delete(id: id),
    .describe(id: id, description: "Oat milk"),
    .filter(.completed),
  ]

  @Test(arguments: viewActions)
  func everyViewActionDecodesFromTheMessageThatSpellsIt(action: TodosSession.Action.View) {
    #expect(ClientMessage.decode(ClientMessage.encode(action)) == .success(action))
  }

  @Test func aPageMessageDecodesAsWritten() {
    let text = #"{"action": "complete", "id": "00000000-0000-0000-0000-000000000007", "isComplete": false}"#
    #expect(ClientMessage.decode(text) == .success(.complete(id: Self.id, isComplete: false)))
  }

  @Test func textThatIsNotJSONIsMalformed() {
    #expect(ClientMessage.decode("{action: addTodo") == .failure(.malformedJSON))
  }

  @Test func JSONThatIsNotAnObjectIsMalformed() {
    #expect(ClientMessage.decode(#"["addTodo"]"#) == .failure(.malformedJSON))
  }

  @Test func anObjectNamingNoActionIsRefused() {
    #expect(ClientMessage.decode(#"{"description": "Milk"}"#) == .failure(.missingAction))
  }

  @Test(arguments: ["todos"])
  func theSessionsInternalActionsAreRefused(name: String) {
    #expect(ClientMessage.decode(#"{"action": "\#(name)"}"#) == .failure(.internalAction(name)))
  }

  @Test func anActionTheSessionDoesNotHaveIsUnknown() {
    #expect(ClientMessage.decode(#"{"action": "launch"}"#) == .failure(.unknownAction("launch")))
  }

  @Test func aViewActionWithoutItsValuesIsRefused() {
    #expect(
      ClientMessage.decode(#"{"action": "delete"}"#)
        == .failure(.invalidValues(action: "delete", reason: "missing id"))
    )
  }

  @Test func aViewActionWithAValueOfTheWrongTypeIsRefused() {
    #expect(
      ClientMessage.decode(#"{"action": "delete", "id": 7}"#)
        == .failure(.invalidValues(action: "delete", reason: "bad id"))
    )
  }

  @Test func aFilterThatDoesNotExistIsRefused() {
    #expect(
      ClientMessage.decode(#"{"action": "filter", "filter": "Urgent"}"#)
        == .failure(.invalidValues(action: "filter", reason: "no filter named Urgent"))
    )
  }

  @Test func aMessageOverTheLimitIsTooLargeWhateverItSays() {
    let description = String(repeating: "m", count: ClientMessage.maxSize)
    let text = ClientMessage.encode(.addTodo(description: description))
    #expect(
      ClientMessage.decode(text)
        == .failure(.tooLarge(size: text.utf8.count, limit: ClientMessage.maxSize))
    )
  }

  @Test func aMessageAtTheLimitIsTaken() {
    let overhead = ClientMessage.encode(.addTodo(description: "")).utf8.count
    let description = String(repeating: "m", count: ClientMessage.maxSize - overhead)
    #expect(
      ClientMessage.decode(ClientMessage.encode(.addTodo(description: description)))
        == .success(.addTodo(description: description))
    )
  }
}

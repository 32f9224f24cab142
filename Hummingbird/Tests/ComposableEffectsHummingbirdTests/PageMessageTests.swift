import ComposableEffects
import ComposableEffectsHummingbird
import Foundation
import Testing

/// The actions a page of a todos feature may send (its `view` actions).
private enum View: Decodable, Equatable, Sendable {
  case addTodo(description: String)
  case clearCompleted
  case toggle(id: Int, isComplete: Bool)
}

@Suite struct PageMessageTests {
  private func decode(_ text: String, maxSize: Int = 1_024) throws(PageMessage<View>.Refusal)
    -> PageMessage<View>
  {
    try PageMessage<View>.decode(Data(text.utf8), maxSize: maxSize)
  }

  private func refusal(_ text: String, maxSize: Int = 1_024) -> PageMessage<View>.Refusal? {
    do {
      _ = try self.decode(text, maxSize: maxSize)
      return nil
    } catch {
      return error
    }
  }

  @Test func anActionIsDecodedWithItsID() throws {
    let message = try decode(#"{"id": 7, "action": {"addTodo": {"description": "Milk"}}}"#)
    #expect(message.id == 7)
    #expect(message.action == .addTodo(description: "Milk"))
  }

  @Test func anActionWithoutValuesMayBeSentByName() throws {
    #expect(try decode(#"{"id": 1, "action": "clearCompleted"}"#).action == .clearCompleted)
    #expect(try decode(#"{"id": 1, "action": {"clearCompleted": {}}}"#).action == .clearCompleted)
  }

  @Test func eachRefusalHasItsCodeAndTheMessagesID() {
    #expect(refusal("not json")?.error.code == "malformedJSON")
    #expect(refusal("[1, 2]")?.error.code == "malformedJSON")
    #expect(refusal(#"{"action": "clearCompleted"}"#) == .init(id: nil, error: .missingID))
    #expect(
      refusal(#"{"id": "7", "action": "clearCompleted"}"#) == .init(id: nil, error: .missingID))
    #expect(refusal(#"{"id": 7}"#) == .init(id: 7, error: .missingAction))
    #expect(
      refusal(#"{"id": 7, "action": "todos"}"#) == .init(id: 7, error: .unknownAction("todos")))
    #expect(refusal(#"{"id": 7, "action": {"a": {}, "b": {}}}"#)?.error.code == "unknownAction")
    #expect(
      refusal(#"{"id": 7, "action": {"toggle": {"id": 1}}}"#)
        == .init(
          id: 7, error: .invalidValues("toggle", "'isComplete' is missing.")
        ))
    #expect(
      refusal(#"{"id": 7, "action": {"toggle": {"id": "x", "isComplete": true}}}"#)?.error.code
        == "invalidValues")
    #expect(
      refusal(String(repeating: " ", count: 1_025))
        == .init(id: nil, error: .tooLarge(limit: 1_024)))
  }
}

@Suite struct PageFrameTests {
  private func text(_ frame: PageFrame) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(frame), as: UTF8.self)
  }

  @Test func framesAreWrittenAsTheProtocolTableSays() throws {
    #expect(
      try text(.state(version: 0, state: .object(["count": .integer(1)])))
        == #"{"state":{"count":1},"type":"state","version":0}"#)
    #expect(
      try text(
        .patch(version: 3, operations: [.replace(path: JSONPointer("/count")!, value: .integer(2))])
      )
        == #"{"ops":[{"op":"replace","path":"/count","value":2}],"type":"patch","version":3}"#)
    #expect(try text(.ack(id: 7)) == #"{"id":7,"type":"ack"}"#)
    #expect(
      try text(.error(id: nil, .missingID))
        == #"{"code":"missingID","id":null,"#
        + #""message":"A message needs an integer 'id', which its answer carries.","type":"error"}"#
    )
  }
}

/// A feature's actions: what its views send, and what its effects send back.
private enum FeatureAction: ViewAction, Equatable {
  case view(View)
  case todosLoaded([String])
}

@Suite struct PageViewActionTests {
  @Test func aPageSendsTheFeaturesViewActionsOnly() throws {
    let (id, action) = try PageMessage.storeAction(
      FeatureAction.self, from: Data(#"{"id": 3, "action": "clearCompleted"}"#.utf8)
    )
    #expect(id == 3)
    #expect(action == .view(.clearCompleted))

    #expect(throws: PageMessage<View>.Refusal(id: 4, error: .unknownAction("todosLoaded"))) {
      try PageMessage.storeAction(
        FeatureAction.self, from: Data(#"{"id": 4, "action": {"todosLoaded": {"_0": []}}}"#.utf8)
      )
    }
  }
}

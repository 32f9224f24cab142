import ComposableEffectsHummingbird
import Foundation
import Testing

@Suite struct JSONPatchTests {
  private func json(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  private func todo(_ id: Int, _ title: String = "", done: Bool = false) -> JSONValue {
    .object(["id": .integer(id), "title": .string(title), "done": .bool(done)])
  }

  @Test func aChangedMemberIsReplacedWhereItIs() throws {
    let old = try json(#"{"count": 1, "user": {"name": "Blob", "age": 30}}"#)
    let new = try json(#"{"count": 1, "user": {"name": "Blob", "age": 31}}"#)

    #expect(
      JSONPatch.changes(from: old, to: new) == [
        .replace(path: JSONPointer("/user/age")!, value: .integer(31))
      ]
    )
  }

  @Test func membersAddedAndRemovedAreAddedAndRemoved() throws {
    let old = try json(#"{"a": 1, "b": 2}"#)
    let new = try json(#"{"b": 2, "c": null}"#)

    #expect(
      JSONPatch.changes(from: old, to: new) == [
        .remove(path: JSONPointer("/a")!),
        .add(path: JSONPointer("/c")!, value: .null),
      ]
    )
  }

  @Test func equalDocumentsHaveNoChanges() throws {
    let document = try json(#"{"a": [1, {"b": "c"}], "d": 1.5}"#)
    #expect(JSONPatch.changes(from: document, to: document).isEmpty)
  }

  @Test func aNameWithASlashOrATildeIsEscaped() {
    let old = JSONValue.object(["a/b~c": .integer(1)])
    let new = JSONValue.object(["a/b~c": .integer(2)])

    let changes = JSONPatch.changes(from: old, to: new)
    #expect(changes == [.replace(path: JSONPointer(tokens: ["a/b~c"]), value: .integer(2))])
    #expect(JSONPointer(tokens: ["a/b~c"]).text == "/a~1b~0c")
    #expect(JSONPointer("/a~1b~0c") == JSONPointer(tokens: ["a/b~c"]))
  }

  // A list of thousands: one element added, removed, moved or changed is one operation.
  @Test func anIdentifiedListChangesByOneOperationPerElement() {
    let list = (0..<3_000).map { todo($0) }
    let path = JSONPointer("/todos")!
    func changes(_ new: [JSONValue]) -> [JSONPatchOperation] {
      JSONPatch.changes(from: .object(["todos": .array(list)]), to: .object(["todos": .array(new)]))
    }

    #expect(
      changes([todo(3_000, "Milk")] + list) == [
        .add(path: path.appending(0), value: todo(3_000, "Milk"))
      ])
    #expect(
      changes(Array(list.dropFirst(10).prefix(1)) + list.prefix(10) + list.dropFirst(11)) == [
        .move(from: path.appending(10), path: path.appending(0))
      ])
    var removed = list
    removed.remove(at: 1_500)
    #expect(changes(removed) == [.remove(path: path.appending(1_500))])
    var completed = list
    completed[2_999] = todo(2_999, done: true)
    #expect(
      changes(completed) == [
        .replace(path: path.appending(2_999).appending("done"), value: .bool(true))
      ])
  }

  @Test func aPlainListChangesByPosition() throws {
    let old = try json("[1, 2, 3, 4, 5]")

    #expect(
      JSONPatch.changes(from: old, to: try json("[1, 2, 9, 4, 5]")) == [
        .replace(path: JSONPointer("/2")!, value: .integer(9))
      ])
    #expect(
      JSONPatch.changes(from: old, to: try json("[1, 2, 5]")) == [
        .remove(path: JSONPointer("/3")!), .remove(path: JSONPointer("/2")!),
      ])
    #expect(
      JSONPatch.changes(from: old, to: try json("[1, 2, 3, 7, 8, 4, 5]")) == [
        .add(path: JSONPointer("/3")!, value: .integer(7)),
        .add(path: JSONPointer("/4")!, value: .integer(8)),
      ])
  }

  @Test func aValueOfAnotherKindIsReplaced() throws {
    #expect(
      JSONPatch.changes(from: try json(#"{"a": [1]}"#), to: try json(#"{"a": "x"}"#)) == [
        .replace(path: JSONPointer("/a")!, value: .string("x"))
      ])
    #expect(
      JSONPatch.changes(from: .integer(1), to: .string("1")) == [
        .replace(path: .root, value: .string("1"))
      ])
  }

  // The wire form, as RFC 6902 writes it.
  @Test func operationsAreWrittenAsTheRFCWritesThem() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let operations: [JSONPatchOperation] = [
      .add(path: JSONPointer("/a/-")!, value: .null),
      .remove(path: JSONPointer("/b")!),
      .replace(path: JSONPointer("/c")!, value: .integer(1)),
      .move(from: JSONPointer("/d/0")!, path: JSONPointer("/d/2")!),
    ]
    let text = String(decoding: try encoder.encode(operations), as: UTF8.self)
    #expect(
      text == #"[{"op":"add","path":"\/a\/-","value":null},{"op":"remove","path":"\/b"},"#
        + #"{"op":"replace","path":"\/c","value":1},{"from":"\/d\/0","op":"move","path":"\/d\/2"}]"#
    )
    #expect(
      try JSONDecoder().decode([JSONPatchOperation].self, from: Data(text.utf8)) == operations)
  }

  @Test func aPatchWithAPathTheDocumentLacksIsRefused() {
    let operation = JSONPatchOperation.remove(path: JSONPointer("/missing")!)
    #expect(throws: JSONPatch.ApplicationError(operation: operation)) {
      try JSONPatch.applying([operation], to: .object([:]))
    }
  }

  // Whatever two documents are, their changes applied to the first give the second.
  @Test func theChangesAppliedToTheFirstDocumentGiveTheSecond() throws {
    var random = SplitMix64(seed: 46_47)
    for _ in 0..<2_000 {
      let old = Self.document(depth: 3, using: &random)
      let new = Self.edited(old, using: &random)
      let changes = JSONPatch.changes(from: old, to: new)
      let applied = try JSONPatch.applying(changes, to: old)
      #expect(applied == new, "\(old) → \(new): \(changes)")
      if applied != new { return }
    }
  }

  private static func document(depth: Int, using random: inout SplitMix64) -> JSONValue {
    switch random.next(below: depth == 0 ? 4 : 7) {
    case 0: return .integer(Int(random.next(below: 5)))
    case 1: return .string(["a", "b", "a/b", "~"][Int(random.next(below: 4))])
    case 2: return .bool(random.next(below: 2) == 0)
    case 3: return .null
    case 4, 5:
      // Half the arrays are identified lists.
      let identified = random.next(below: 2) == 0
      let ids = (0..<6).shuffled(using: &random).prefix(Int(random.next(below: 5)))
      return .array(
        ids.map { id in
          identified
            ? .object(["id": .integer(id), "v": document(depth: depth - 1, using: &random)])
            : document(depth: depth - 1, using: &random)
        }
      )
    default:
      var members: [String: JSONValue] = [:]
      for key in ["x", "y", "z/w"] where random.next(below: 3) != 0 {
        members[key] = document(depth: depth - 1, using: &random)
      }
      return .object(members)
    }
  }

  private static func edited(_ value: JSONValue, using random: inout SplitMix64) -> JSONValue {
    switch value {
    case .array(var elements):
      if random.next(below: 3) == 0 { elements.shuffle(using: &random) }
      if !elements.isEmpty, random.next(below: 3) == 0 {
        elements.remove(at: Int(random.next(below: UInt64(elements.count))))
      }
      if random.next(below: 3) == 0, case .object(let first)? = elements.first, first["id"] != nil {
        let used = Set(
          elements.compactMap { element -> JSONValue? in
            guard case .object(let members) = element else { return nil }
            return members["id"]
          })
        if let id = (0..<8).map({ JSONValue.integer($0) }).first(where: { !used.contains($0) }) {
          elements.insert(
            .object(["id": id, "v": .null]), at: Int(random.next(below: UInt64(elements.count + 1)))
          )
        }
      } else if random.next(below: 3) == 0,
        elements.allSatisfy({ if case .object = $0 { false } else { true } })
      {
        elements.insert(.integer(9), at: Int(random.next(below: UInt64(elements.count + 1))))
      }
      return .array(elements.map { random.next(below: 2) == 0 ? edited($0, using: &random) : $0 })
    case .object(var members):
      for key in Array(members.keys) where random.next(below: 4) == 0 { members[key] = nil }
      if random.next(below: 3) == 0 { members["new"] = .integer(1) }
      return .object(
        members.mapValues { random.next(below: 2) == 0 ? edited($0, using: &random) : $0 })
    default:
      return random.next(below: 2) == 0 ? document(depth: 1, using: &random) : value
    }
  }
}

/// A seeded generator: the same documents on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(below bound: UInt64) -> UInt64 {
    self.next() % bound
  }
}

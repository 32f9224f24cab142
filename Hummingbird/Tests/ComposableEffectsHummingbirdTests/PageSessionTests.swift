import ComposableEffectsHummingbird
import Testing

@Suite struct PageSessionTests {
  @Test func aPageStartsFromTheWholeStateThenGetsWhatChanged() throws {
    var session = PageSession()
    #expect(
      session.start(with: .object(["count": .integer(0)]))
        == .state(version: 0, state: .object(["count": .integer(0)])))

    #expect(
      session.changed(to: .object(["count": .integer(1)]))
        == .patch(
          version: 1, operations: [.replace(path: JSONPointer("/count")!, value: .integer(1))]
        ))
    #expect(session.changed(to: .object(["count": .integer(1)])) == nil)
    #expect(session.changed(to: .object(["count": .integer(3)]))?.version == 2)
    #expect(session.version == 2)
  }

  @Test func aPageNeverStartedGetsTheWholeState() {
    var session = PageSession()
    #expect(session.changed(to: .integer(1)) == .state(version: 0, state: .integer(1)))
  }

  // Each patch applied in turn to what the page started from gives what the server holds.
  @Test func thePatchesAppliedInTurnGiveTheState() throws {
    var session = PageSession()
    let states: [JSONValue] = (0..<20).map { step in
      .object([
        "todos": .array(
          (0...step).filter { $0 % 3 != step % 3 }.map {
            .object(["id": .integer($0), "done": .bool($0 < step)])
          })
      ])
    }
    guard case .state(_, var page) = session.start(with: states[0]) else {
      Issue.record("The first frame is the state.")
      return
    }
    for state in states.dropFirst() {
      guard case .patch(_, let operations)? = session.changed(to: state) else { continue }
      page = try JSONPatch.applying(operations, to: page)
      #expect(page == state)
    }
  }
}

extension PageFrame {
  fileprivate var version: Int? {
    switch self {
    case .state(let version, _), .patch(let version, _): version
    default: nil
    }
  }
}

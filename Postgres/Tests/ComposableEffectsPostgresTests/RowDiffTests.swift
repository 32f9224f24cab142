import XCTest

@testable import ComposableEffectsPostgres

final class RowDiffTests: XCTestCase {
  private func stored(_ rows: (String, Double, String)...) -> [String: StoredRow<String>] {
    Dictionary(uniqueKeysWithValues: rows.map { ($0.0, StoredRow(position: $0.1, element: $0.2)) })
  }

  func testNothingChangedWritesNothing() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A"), ("b", 2, "B")), to: [("a", "A"), ("b", "B")]),
      []
    )
  }

  func testAnAppendWritesOneRow() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A")), to: [("a", "A"), ("b", "B")]),
      [.insert(id: "b", position: 2, element: "B")]
    )
  }

  func testAChangedElementIsUpdatedInPlace() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A"), ("b", 2, "B")), to: [("a", "A"), ("b", "b!")]),
      [.update(id: "b", element: "b!")]
    )
  }

  func testARemovedElementIsDeleted() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A"), ("b", 2, "B")), to: [("b", "B")]),
      [.delete(id: "a")]
    )
  }

  func testAMoveWritesOnlyThePositionOfTheMovedElement() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("b", 2, "B"), ("c", 3, "C")),
        to: [("a", "A"), ("c", "C"), ("b", "B")]
      ),
      [.move(id: "b", position: 4)]
    )
  }

  func testAnInsertAtTheFrontWritesOneRow() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A"), ("b", 2, "B")), to: [("z", "Z"), ("a", "A"), ("b", "B")]),
      [.insert(id: "z", position: 0, element: "Z")]
    )
  }

  func testARowAnotherProcessAddedIsNotDeletedByHoldersThatNeverHadIt() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("x", 2, "X")), to: [("a", "a!")], known: ["a": "A"]
      ),
      [.update(id: "a", element: "a!")]
    )
  }

  func testARowAnotherProcessChangedIsNotOverwrittenByAnElementTheHoldersLeftAsItWas() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A from elsewhere"), ("b", 2, "B")), to: [("a", "A"), ("b", "b!")],
        known: ["a": "A", "b": "B"]
      ),
      [.update(id: "b", element: "b!")]
    )
  }

  func testARowAnotherProcessDeletedIsNotInsertedAgainEvenChanged() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("b", 2, "B")), to: [("a", "a!"), ("b", "B"), ("c", "C")],
        known: ["a": "A", "b": "B"]
      ),
      [.insert(id: "c", position: 3, element: "C")]
    )
  }

  func testAnElementAsATellingOnItsWayHadItIsNotTheHoldersChange() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("x", 2, "X2")), to: [("a", "A"), ("x", "X")],
        known: ["a": "A"], alsoKnown: [["a": "A", "x": "X"]]
      ),
      []
    )
  }

  func testARowIsTheHoldersToDeleteOnlyIfATellingOnItsWayHadItToo() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("b", 2, "B")), to: [],
        known: ["a": "A", "b": "B"], alsoKnown: [["a": "A"]]
      ),
      [.delete(id: "a")]
    )
  }

  func testARowATellingOnItsWayHadIsNotInsertedAgainOnceDeleted() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(), to: [("x", "X")], known: [:], alsoKnown: [["x": "X"]]),
      []
    )
  }

  func testWhatTheHoldersDeletedIsDeleted() {
    XCTAssertEqual(
      RowDiff.writes(from: stored(("a", 1, "A"), ("b", 2, "B")), to: [("b", "B")], known: ["a": "A", "b": "B"]),
      [.delete(id: "a")]
    )
  }
}

import XCTest

@testable import ComposableEffectsPostgres

final class RowDiffTests: XCTestCase {
  private func stored(_ rows: (String, Double, String)...) -> StoredRows<String> {
    StoredRows(Dictionary(uniqueKeysWithValues: rows.map { ($0.0, StoredRow(position: $0.1, element: $0.2)) }))
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

  func testARowAnotherProcessMovedKeepsItsPlaceWhenTheHoldersLeftItWhereItWas() {
    // Another process moved c to the front; the holders, not told yet, still have a, b, c and
    // change b: their stale order must not move c back.
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("c", 0.5, "C"), ("a", 1, "A"), ("b", 2, "B")),
        to: [("a", "A"), ("b", "b!"), ("c", "C")],
        known: ["a": "A", "b": "B", "c": "C"]
      ),
      [.update(id: "b", element: "b!")]
    )
  }

  func testAnElementTheHoldersMovedGoesAfterTheOneBeforeItInTheirCollection() {
    // The table has d first (another process's move); the holders, not told yet, move a
    // after c.
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("d", 0.5, "D"), ("a", 1, "A"), ("b", 2, "B"), ("c", 3, "C")),
        to: [("b", "B"), ("c", "C"), ("a", "A"), ("d", "D")],
        known: ["a": "A", "b": "B", "c": "C", "d": "D"]
      ),
      [.move(id: "a", position: 4)]
    )
  }

  func testAnElementTheHoldersMovedToTheFrontGoesFirst() {
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("b", 2, "B"), ("c", 3, "C")),
        to: [("c", "C"), ("a", "A"), ("b", "B")],
        known: ["a": "A", "b": "B", "c": "C"]
      ),
      [.move(id: "c", position: 0)]
    )
  }

  func testAnInsertGoesAfterTheElementBeforeItWhereverTheTableHasThatOne() {
    // Another process moved a after b; the holders add x after a.
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("b", 2, "B"), ("a", 3, "A"), ("c", 4, "C")),
        to: [("a", "A"), ("x", "X"), ("b", "B"), ("c", "C")],
        known: ["a": "A", "b": "B", "c": "C"]
      ),
      [.insert(id: "x", position: 3.5, element: "X")]
    )
  }

  func testAnOrderATellingOnItsWayHadIsNotTheHoldersMove() {
    // The telling on its way had c first; the holders may have taken it in.
    XCTAssertEqual(
      RowDiff.writes(
        from: stored(("a", 1, "A"), ("b", 2, "B"), ("c", 3, "C")),
        to: [("c", "C"), ("a", "A"), ("b", "B")],
        known: ["a": "A", "b": "B", "c": "C"], alsoKnown: [["c": "C", "a": "A", "b": "B"]]
      ),
      []
    )
  }

  func testTheFewestElementsAreTakenAsMoved() {
    let base: RowsBase<String> = ["a": "A", "b": "B", "c": "C", "d": "D"]
    XCTAssertEqual(base.placed(in: ["d", "a", "b", "c"]), ["d"])
    XCTAssertEqual(base.placed(in: ["b", "c", "d", "a"]), ["a"])
    XCTAssertEqual(base.placed(in: ["a", "b", "c", "d"]), [])
    XCTAssertEqual(base.placed(in: ["a", "x", "b"]), ["x"])
  }
}

/// A base written as a literal, in the literal's order.
extension RowsBase: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, Element)...) {
    self.init(elements.map { (id: $0.0, element: $0.1) })
  }
}

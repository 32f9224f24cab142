import XCTest

@testable import ComposableEffectsPostgres

final class StoredRowsTests: XCTestCase {
  func testTheOrderFollowsEveryChangeOfARow() {
    var rows = StoredRows(["a": StoredRow(position: 1, element: "A"), "b": StoredRow(position: 2, element: "B")])
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["a", "b"])
    rows["c"] = StoredRow(position: 1.5, element: "C")
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["a", "c", "b"])
    rows["a"]?.position = 3
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["c", "b", "a"])
    rows["b"] = nil
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["c", "a"])
    rows["c"]?.element = "C!"
    XCTAssertEqual(rows.ordered.map(\.element), ["C!", "A"])
    XCTAssertEqual(rows.count, 2)
  }

  func testRowsAtTheSamePositionAreOrderedByID() {
    var rows = StoredRows<String>()
    rows["b"] = StoredRow(position: 1, element: "B")
    rows["a"] = StoredRow(position: 1, element: "A")
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["a", "b"])
    rows["a"] = nil
    XCTAssertEqual(rows.orderedPlaces.map(\.id), ["b"])
  }
}

import XCTest

@testable import ComposableEffectsPostgres

final class PositionsTests: XCTestCase {
  func testNewElementsAfterTheLastGoOneApart() {
    XCTAssertEqual(Positions.assign([nil, nil, nil]), [1, 2, 3])
    XCTAssertEqual(Positions.assign([1, 2, nil]), [1, 2, 3])
  }

  func testElementsInOrderKeepTheirPositions() {
    XCTAssertEqual(Positions.assign([1, 5, 9]), [1, 5, 9])
  }

  func testAnInsertGoesBetweenItsNeighbours() {
    XCTAssertEqual(Positions.assign([1, nil, 2]), [1, 1.5, 2])
    XCTAssertEqual(Positions.assign([nil, 1]), [0, 1])
  }

  func testAMovedElementGetsANewPositionAndTheOthersKeepTheirs() {
    // The element at 3 moved to the front: the greedy pass keeps 3, so 1 and 2 move after it.
    XCTAssertEqual(Positions.assign([3, 1, 2]), [3, 4, 5])
    // Moved to the back, it alone changes.
    XCTAssertEqual(Positions.assign([2, 3, 1]), [2, 3, 4])
  }

  func testPositionsAlwaysIncrease() {
    for stored: [Double?] in [[5, nil, 5], [nil, nil, 0], [2, 1, nil, 0, 7], [.infinity, nil]] {
      let positions = Positions.assign(stored)
      XCTAssertEqual(positions.count, stored.count)
      XCTAssertTrue(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
    }
  }

  func testAGapTooNarrowToSplitNumbersEveryElementAgain() {
    let low = 1.0
    let high = low.nextUp
    XCTAssertEqual(Positions.assign([low, nil, high]), [1, 2, 3])
  }
}

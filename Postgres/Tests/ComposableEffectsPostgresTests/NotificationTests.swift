import XCTest

@testable import ComposableEffectsPostgres

final class NotificationTests: XCTestCase {
  func testAPayloadNamesTheRowsWritten() {
    let payload = Notification.payload(ids: ["1", "\"a\""])
    XCTAssertEqual(Notification.ids(in: payload), ["1", "\"a\""])
  }

  func testTooManyIdsForAPayloadMeanEveryRow() {
    let ids = (0..<2_000).map { "\"row-\($0)\"" }
    let payload = Notification.payload(ids: ids)
    XCTAssertEqual(payload, "*")
    XCTAssertNil(Notification.ids(in: payload))
  }
}

import XCTest

@testable import ComposableEffectsPostgres

final class SaveStateMachineTests: XCTestCase {
  typealias Machine = SaveStateMachine<Int, String>

  func testASaveWhileIdleWritesAtOnce() {
    var machine = Machine()
    guard case .write(1) = machine.save(1, waiter: "first") else { return XCTFail() }
    let end = machine.writeSucceeded()
    XCTAssertEqual(end.answer, ["first"])
    XCTAssertNil(end.write)
    XCTAssertFalse(end.recovered)
    XCTAssertFalse(machine.hasUnwrittenValue)
  }

  func testSavesDuringAWriteWaitAndOnlyTheNewestIsWritten() {
    var machine = Machine()
    _ = machine.save(1, waiter: "first")
    guard case .none = machine.save(2, waiter: "second") else { return XCTFail() }
    guard case .none = machine.save(3, waiter: "third") else { return XCTFail() }
    let end = machine.writeSucceeded()
    XCTAssertEqual(end.answer, ["first"])
    XCTAssertEqual(end.write, 3)
    let last = machine.writeSucceeded()
    XCTAssertEqual(last.answer, ["second", "third"])
    XCTAssertNil(last.write)
  }

  func testAFailedWriteAnswersItsWaitersAndRetriesTheNewestValue() {
    var machine = Machine()
    _ = machine.save(1, waiter: "first")
    _ = machine.save(2, waiter: "second")
    let failed = machine.writeFailed(1)
    XCTAssertEqual(failed.answer, ["first", "second"])
    XCTAssertEqual(failed.retryAfter, .milliseconds(100))
    XCTAssertTrue(machine.hasUnwrittenValue)
    // A save while waiting to retry is answered "pending" and replaces the value to write.
    guard case .answerPending("third") = machine.save(3, waiter: "third") else { return XCTFail() }
    guard case .write(3) = machine.retryDue() else { return XCTFail() }
    let failedAgain = machine.writeFailed(3)
    XCTAssertEqual(failedAgain.retryAfter, .milliseconds(200))
    guard case .write(3) = machine.retryDue() else { return XCTFail() }
    let recovered = machine.writeSucceeded()
    XCTAssertTrue(recovered.recovered)
    XCTAssertFalse(machine.hasUnwrittenValue)
  }

  func testTheBackoffDoublesUpToFiveSeconds() {
    XCTAssertEqual(Machine.backoff(afterFailures: 1), .milliseconds(100))
    XCTAssertEqual(Machine.backoff(afterFailures: 3), .milliseconds(400))
    XCTAssertEqual(Machine.backoff(afterFailures: 7), .seconds(5))
    XCTAssertEqual(Machine.backoff(afterFailures: 100), .seconds(5))
  }

  func testARetryThatIsNotDueDoesNothing() {
    var machine = Machine()
    guard case .none = machine.retryDue() else { return XCTFail() }
    _ = machine.save(1, waiter: "first")
    guard case .none = machine.retryDue() else { return XCTFail() }
  }
}

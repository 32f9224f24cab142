import AlgebraicEffects
import IssueReporting
import ComposableEffectsTestSupport
import XCTest

/// Test handler failures reach XCTest as test failures, on Linux too. This case records the
/// failures instead of failing, to check them.
final class XCTestFailureTests: XCTestCase {
  private var failures: [String] = []
  private var isCapturing = false

  /// Runs `body`, keeping the failures it records instead of failing.
  private func capturingFailures(_ body: () async throws -> Void) async rethrows {
    isCapturing = true
    defer { isCapturing = false }
    try await body()
  }

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard isCapturing else { return super.record(issue) }
      failures.append(issue.compactDescription)
    }
  #else
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isCapturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
        )
      }
      failures.append(description)
    }
  #endif

  /// IssueReporting's default reporter ends every XCTest failure on Linux with a paragraph
  /// saying it came from a test in a host application; the test support's reporter records the
  /// message alone, whoever reports it.
  func testAFailureCarriesItsMessageAloneWithNoHostApplicationParagraph() async {
    await capturingFailures {
      reportIssue("An unimplemented endpoint was called.")
    }
    XCTAssertEqual(failures, ["failed - An unimplemented endpoint was called."])
  }

  func testAnotherEffectThanTheOneExpectedFailsTheTest() async throws {
    try await capturingFailures {
      try await withTestHandler {
      Console.print("Hello")
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: nil)
    }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.contains(
        #"Unexpected effect: expected Console.readLine, received Console.print("Hello")."#
      ) == true,
      "\(failures)"
    )
  }

  func testAnUnansweredEffectFailsTheTest() async throws {
    try await capturingFailures {
      try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hi")
    }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.contains(
        #"Unanswered effect: the test block ended while the program was performing Console.print("Hi")."#
      ) == true,
      "\(failures)"
    )
  }

  func testAPassingRunRecordsNothing() async throws {
    try await capturingFailures {
      try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: nil)
    }
    }
    XCTAssertEqual(failures, [])
  }
}

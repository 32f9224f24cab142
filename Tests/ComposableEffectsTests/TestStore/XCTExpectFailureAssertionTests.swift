import ComposableEffects
import ComposableEffectsTestSupport
import XCTest

/// `XCTExpectFailure` covers XCTest's own failures in its scope (`XCTAssert*`, `XCTFail`,
/// `XCTUnwrap`), strict and not, as on Apple platforms. Each test here fails if such a failure
/// reaches XCTest.
final class XCTExpectFailureAssertionTests: XCTestCase {
  func testAFailingAssertionInTheBlockIsExpected() {
    XCTExpectFailure("one is not two") {
      XCTAssertEqual(1, 2)
    }
  }

  func testAnXCTFailInTheBlockIsExpected() {
    XCTExpectFailure {
      XCTFail("on purpose")
    }
  }

  func testAFailedUnwrapInTheBlockIsExpected() throws {
    let missing: Int? = nil
    try XCTExpectFailure {
      _ = try XCTUnwrap(missing)
    }
  }

  func testEveryFailingAssertionInTheBlockIsExpected() {
    XCTExpectFailure {
      XCTAssertTrue(false)
      XCTAssertNil(1)
      XCTAssertGreaterThan(1, 2)
    }
  }

  func testANonStrictExpectationTakesAFailingAssertion() {
    XCTExpectFailure(strict: false) {
      XCTAssertFalse(true)
    }
  }

  @MainActor
  func testAnAsyncBlockExpectsAssertionsAfterItsAwaits() async {
    await XCTExpectFailure {
      await Task.yield()
      XCTAssertEqual("a", "b")
    }
  }

  func testTheUnscopedFormExpectsTheRestOfTheTestsAssertions() {
    XCTExpectFailure("the assertion below")
    XCTAssertEqual(1, 2)
  }

  func testAnIssueMatcherSeesTheAssertionsDescriptionAndLine() {
    let line = #line + 2
    XCTExpectFailure {
      XCTAssertEqual(1, 2)
    } issueMatcher: {
      $0.type == .assertionFailure
        && $0.compactDescription == #"XCTAssertEqual failed: ("1") is not equal to ("2")"#
        && $0.sourceCodeContext.location?.lineNumber == line
        && $0.sourceCodeContext.location?.fileURL.lastPathComponent
          == "XCTExpectFailureAssertionTests.swift"
    }
  }

  func testAnAssertionTheMatcherRejectsGoesToTheEnclosingExpectation() {
    // The inner expectation rejects the failure; the outer one must receive it, or it fails
    // both for the failure and for being strict and unmet.
    XCTExpectFailure("the failure the inner matcher rejects") {
      XCTExpectFailure(strict: false) {
        XCTAssertEqual(1, 2, "rejected inside")
      } issueMatcher: { _ in false }
    } issueMatcher: {
      $0.compactDescription.hasSuffix("rejected inside")
    }
  }

  func testAStrictExpectationWhoseAssertionsPassStillFails() {
    XCTExpectFailure("the unmet inner expectation") {
      XCTExpectFailure("nothing fails here") {
        XCTAssertEqual(1, 1)
      }
    } issueMatcher: {
      $0.compactDescription.contains("did not occur")
    }
  }

  func testADisabledExpectationLetsAssertionsFail() {
    XCTExpectFailure("the disabled expectation's failure") {
      XCTExpectFailure(enabled: false) {
        XCTFail("not expected by the disabled one")
      }
    } issueMatcher: {
      $0.compactDescription.hasSuffix("not expected by the disabled one")
    }
  }
}

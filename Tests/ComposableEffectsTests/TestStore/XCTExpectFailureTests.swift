import ComposableEffects
import ComposableEffectsTestSupport
import XCTest

/// `XCTExpectFailure` in its everyday forms, on Linux as on Apple platforms: test store
/// failures inside it are expected, not failures of the test.
final class XCTExpectFailureTests: XCTestCase {
  @MainActor
  func testAFailingBlockExpectsTheTestStoresFailure() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await XCTExpectFailure {
      await store.send(.increment) { $0.count = 2 }
    }
  }

  @MainActor
  func testAnIssueMatcherPicksTheExpectedFailure() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await XCTExpectFailure {
      await store.send(.increment) { $0.count = 2 }
    } issueMatcher: {
      $0.compactDescription.contains("differs from the expected state")
    }
  }

  func testANonStrictExpectationMayMeetNoFailure() {
    XCTExpectFailure(strict: false) {
      _ = 1 + 1
    }
  }

  @MainActor
  func testTheUnscopedFormCoversTheRestOfTheTest() async {
    XCTExpectFailure("the action's effect is never received")
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.sendTwoActions)
  }

  func testAStrictExpectationThatMeetsNoFailureFails() {
    XCTExpectFailure("the check below") {
      XCTExpectFailure("nothing fails here") {
        _ = 1 + 1
      }
    } issueMatcher: { _ in true }
  }

  @MainActor
  func testASynchronousBlockInAnAsyncTestMayCallTheMainActor() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    // No `await`: the synchronous form, whose block runs on the test's actor.
    XCTExpectFailure {
      store.assert { $0.count = 1 }
    }
    await store.send(.increment) { $0.count = 1 }
  }

  @MainActor
  func testAnIssueMatcherSeesWhereTheIssueWasReported() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let line = #line + 2
    XCTExpectFailure {
      store.assert { $0.count = 1 }
    } issueMatcher: {
      $0.sourceCodeContext.location?.lineNumber == line
        && $0.sourceCodeContext.location?.fileURL.lastPathComponent
          == "XCTExpectFailureTests.swift"
        && $0.sourceCodeContext.callStack.isEmpty
    }
  }
}

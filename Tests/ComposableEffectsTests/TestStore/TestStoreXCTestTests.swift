import ComposableEffects
import ComposableEffectsTestSupport
import XCTest

/// Test store failures reach XCTest as test failures on Linux too, at the line of the step.
/// This case records the failures instead of failing, to check them.
final class TestStoreXCTestTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []
  private var isCapturing = false

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard isCapturing else { return super.record(issue) }
      failures.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
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
      failures.append((description, lineNumber))
    }
  #endif

  @MainActor
  func testAStateMismatchFailsAtTheLineOfTheSend() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    isCapturing = true
    let line = #line + 1
    await store.send(.increment) { $0.count = 2 }
    isCapturing = false
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssert(
      failures.first?.description.contains(
        "The state after sending CounterFeature.Action.increment differs from the expected state"
      ) == true,
      "\(failures)"
    )
  }

  @MainActor
  func testAnUnreceivedActionFailsWhenTheStoreIsReleased() async {
    isCapturing = true
    do {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.sendTwoActions)
    }
    isCapturing = false
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.description.contains(
        "The test store was released, but the store received 2 actions that were not asserted"
      ) == true,
      "\(failures)"
    )
  }

  #if !canImport(Darwin)
    // XCTest on Linux cannot expect an issue: the skipped assertions are shown without failing.
    @MainActor
    func testSkippedAssertionsShownByANonExhaustiveStoreDoNotFail() async {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      isCapturing = true
      await store.send(.sendTwoActions)
      await store.send(.increment)
      isCapturing = false
      XCTAssertEqual(failures.count, 0, "\(failures)")
    }
  #endif

  @MainActor
  func testSkippedAssertionsAreExpectedFailuresNotFailures() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    isCapturing = true
    await store.send(.increment)
    await store.send(.sendTwoActions)
    await store.receive(.incremented)
    isCapturing = false
    XCTAssertEqual(failures.map(\.description), [])
    XCTAssertEqual(store.state.count, 3)
  }
}

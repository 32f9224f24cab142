import ComposableEffects
import ComposableEffectsTestSupport
import XCTest

/// In XCTest too, each test has its own count of stack element identifiers: on Linux, the test
/// support's observer gives each test fresh test values (`TestCaseDependencies`).
final class StackElementIDsInXCTestTests: XCTestCase {
  func testAStackBuiltInATestNumbersFromZero() {
    let stack = StackState(["a", "b"])

    XCTAssertEqual(Array(stack.ids), [0, 1])
  }

  func testAStackBuiltInAnotherTestNumbersFromZeroToo() {
    let stack = StackState(["a", "b"])

    XCTAssertEqual(Array(stack.ids), [0, 1])
  }

  @MainActor
  func testAPushAfterAnInitialStateOfTwoElementsIsTwo() async {
    let store = TestStore(initialState: StackPusher.State(path: StackState(["a", "b"]))) {
      StackPusher()
    }

    await store.send(.pushButtonTapped("c")) {
      $0.path.append("c")
    }
    XCTAssertEqual(Array(store.state.path.ids), [0, 1, 2])
  }
}

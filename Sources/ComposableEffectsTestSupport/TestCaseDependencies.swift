#if canImport(XCTest) && !canImport(ObjectiveC)
  @_spi(Internals) import Dependencies
  import XCTest

  /// Gives each XCTest test fresh test dependency values (the stack element identifiers among
  /// them), as swift-dependencies does on Apple platforms: it forgets the values cached by the
  /// previous test as each test case starts.
  ///
  /// swift-dependencies does this on Linux through a test observer of its own, in a dynamic
  /// library it loads by name, but it registers a new one each time a `DependencyValues` is
  /// created, from whatever thread creates it. XCTest's list of observers has no lock, so Swift
  /// Testing's parallel tests that create dependency values (`withDependencies { $0 =
  /// DependencyValues() }`, the `.dependencies` trait) corrupt it and crash the test process.
  /// The test support therefore does not link that library, and registers this one observer
  /// once, as the test process loads (see ``LinuxXCTestFailures``).
  final class TestCaseDependencies: NSObject, XCTestObservation, Sendable {
    static let shared: TestCaseDependencies = {
      let observer = TestCaseDependencies()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    func testCaseWillStart(_ testCase: XCTestCase) {
      DependencyValues._current.cachedValues.resetCache()
    }
  }
#endif

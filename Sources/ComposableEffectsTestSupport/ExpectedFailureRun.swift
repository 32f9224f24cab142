#if canImport(XCTest) && !canImport(ObjectiveC)
  import IssueReporting
  import XCTest

  /// The run of a test that uses `XCTExpectFailure` on Linux: XCTest's own run of a test case,
  /// but for failures recorded inside an expectation's scope, which it hands to the expectation
  /// instead of counting them.
  ///
  /// On Apple platforms `XCTExpectFailure` sees every failure, `XCTAssert*` and `XCTFail`
  /// included, because XCTest implements it. On Linux XCTest records a failed assertion by
  /// calling the running test case's `recordFailure`, which gives it to the test case's run, and
  /// offers no other way in: no hook, no replaceable run for a test class this package does not
  /// own, and its functions cannot be shadowed (a second `XCTAssertEqual` beside XCTest's is an
  /// ambiguity, not an override). So when a test first expects a failure, ``adopt(_:)`` makes
  /// the test's run an instance of this subclass: it has no stored property of its own, so an
  /// instance of XCTest's run class is a valid instance of it once its class is changed.
  final class ExpectedFailureRun: XCTestCaseRun {
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String?,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      if let expectation = IssueReporters.current.lazy.compactMap({ $0 as? ExpectedFailure })
          .first,
        expectation.absorb(
          Self.issue(description: description, filePath: filePath, lineNumber: lineNumber),
          filePath: filePath ?? "<unknown>",
          line: lineNumber
        )
      {
        return
      }
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
      )
    }

    /// Lets the failures that `testCase` records from now on reach the expectations in scope.
    ///
    /// Does nothing when the test has no run yet, or when its run is of a class other than
    /// XCTest's own (a test class that chose its run class keeps it; plain `XCTAssert*`
    /// failures in its expectations then still fail the test).
    static func adopt(_ testCase: XCTestCase) {
      guard let run = testCase.testRun, type(of: run) == XCTestCaseRun.self else { return }
      let runClass = unsafeBitCast(ExpectedFailureRun.self as AnyClass, to: UnsafeRawPointer.self)
      // A Swift object starts with a pointer to its class.
      Unmanaged.passUnretained(run).toOpaque().storeBytes(of: runClass, as: UnsafeRawPointer.self)
    }

    /// The issue as an issue matcher sees it on Apple platforms: an assertion failure described
    /// by XCTest's message, without the dash it adds before an empty custom message.
    static func issue(description: String, filePath: String?, lineNumber: Int) -> XCTIssue {
      var description = Substring(description)
      if description.hasSuffix(" - ") {
        description = description.dropLast(3)
      }
      return XCTIssue(
        type: .assertionFailure,
        compactDescription: String(description),
        sourceCodeContext: XCTSourceCodeContext(
          location: filePath.map { XCTSourceCodeLocation(filePath: $0, lineNumber: lineNumber) }
        )
      )
    }
  }
#endif

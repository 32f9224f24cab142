#if canImport(XCTest) && !canImport(ObjectiveC)
  import AlgebraicEffects
  import IssueReporting
  import XCTest

  /// Called as the test process loads, by the start-up module's constructor.
  @_cdecl("composable_effects_test_support_start")
  func composableEffectsTestSupportStart() {
    LinuxXCTestFailures.install()
    // Learns every test case as it starts, for `XCTExpectFailure`.
    _ = ExpectedFailureObserver.shared
  }

  /// Where XCTest has no Objective-C runtime (Linux), IssueReporting's default reporter cannot
  /// tell that an XCTest test is running (it looks for XCTest's frames by their Apple names and
  /// classes), and adds to every XCTest failure a paragraph saying the issue came from a test
  /// running in a host application, which is false there.
  ///
  /// The test support installs this reporter in place of the default one, and registers the
  /// observer that gives each XCTest test fresh dependency values (``TestCaseDependencies``),
  /// once per process, as the test process loads (and the library asks again when a test store,
  /// a test handler or `XCTExpectFailure` is first used, in case the loader ran no constructor).
  /// The reporter records an XCTest failure with `XCTFail` and the message alone, and hands
  /// everything else (Swift Testing, expected issues, code outside tests) to the default reporter
  /// unchanged. The library cannot import this module, so it finds this type by its name; keep
  /// the name in step with `TestSupportLinkage.installXCTestFailureReporter`.
  enum LinuxXCTestFailures: XCTestFailureReporterInstalling {
    static func install() {
      _ = installed
    }

    private static let installed: Void = {
      _ = TestCaseDependencies.shared
      IssueReporters.current = IssueReporters.current.map { reporter in
        reporter is _DefaultReporter ? LinuxXCTestFailureReporter() : reporter
      }
    }()
  }

  /// IssueReporting's default reporter, but for the host-application paragraph on XCTest
  /// failures; see ``LinuxXCTestFailures``.
  struct LinuxXCTestFailureReporter: IssueReporter {
    private let base: _DefaultReporter = .default

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        base.reportIssue(
          message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column
        )
        return
      }
      XCTFail(message() ?? "", file: filePath, line: line)
    }

    func reportIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        base.reportIssue(
          error, message(), fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      XCTFail(
        "Caught error: \(error)\(message().map { ": \($0)" } ?? "")", file: filePath, line: line
      )
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      base.expectIssue(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    func expectIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      base.expectIssue(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
#endif

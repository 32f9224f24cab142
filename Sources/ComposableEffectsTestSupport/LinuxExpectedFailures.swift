#if canImport(XCTest) && !canImport(ObjectiveC)
  import AlgebraicEffects
  import IssueReporting

  /// How the library reports an issue as an expected failure on Linux, where XCTest has none of
  /// its own: a non-exhaustive test store's skipped assertions. The library cannot import this
  /// module, so it finds this type by its name; keep the name in step with
  /// `TestSupportLinkage.expectFailure`.
  enum LinuxExpectedFailures: ExpectedFailureReporting {
    static func expectFailure(
      _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      XCTExpectFailure(file: filePath, line: line) {
        IssueReporting.reportIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }
  }
#endif

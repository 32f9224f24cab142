#if canImport(XCTest) && !canImport(ObjectiveC)
  import IssueReporting
  import XCTest

  /// An issue a test reported, as `XCTExpectFailure`'s `issueMatcher` sees it.
  ///
  /// XCTest on Apple platforms has this type; on Linux this one stands in for it, with the
  /// members matchers use.
  public struct XCTIssue: Sendable {
    /// The kind of an issue.
    public enum IssueType: Sendable {
      /// A failed assertion or a reported issue.
      case assertionFailure
      /// An error thrown out of the test or reported with `reportIssue(_:)`.
      case thrownError
    }

    /// The kind of the issue.
    public var type: IssueType
    /// The issue's message.
    public var compactDescription: String
    /// The issue's message, in full.
    public var detailedDescription: String?
    /// The error the issue is about, if any.
    public var associatedError: (any Error)?

    /// An issue of `type` with `compactDescription`.
    public init(
      type: IssueType,
      compactDescription: String,
      detailedDescription: String? = nil,
      associatedError: (any Error)? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.associatedError = associatedError
    }
  }

  /// Expects `failingBlock` to report one or more issues, which then do not fail the test: the
  /// Linux counterpart of XCTest's `XCTExpectFailure`, so that failure tests written for Apple
  /// platforms run unchanged.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.contains("A state change does not match expectation")
  /// }
  /// await store.send(.increment) { $0.count = 2 }
  /// ```
  ///
  /// It covers the issues the package and IssueReporting report (test store and test handler
  /// failures, `reportIssue`, `unimplemented`); a plain `XCTFail` inside the block still fails.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected.
  ///   - enabled: Whether to expect failures at all; `false` runs the block as it is.
  ///   - strict: Whether a block that reports no matching issue fails the test (the default).
  ///   - failingBlock: The code expected to fail.
  ///   - issueMatcher: Which issues are the expected ones; the others fail the test as usual.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> R,
    issueMatcher: (@Sendable (XCTIssue) -> Bool)? = nil
  ) rethrows -> R {
    _ = ExpectedFailureObserver.shared  // learns the test cases that start from now on
    guard enabled != false else { return try failingBlock() }
    let expectation = ExpectedFailure(
      reason: failureReason, issueMatcher: issueMatcher, base: IssueReporters.current
    )
    let result = try withIssueReporters([expectation]) { try failingBlock() }
    expectation.check(strict: strict ?? true, file: file, line: line)
    return result
  }

  /// Expects `failingBlock` to report one or more issues; see the synchronous overload.
  @discardableResult
  public func XCTExpectFailure<R: Sendable>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: @Sendable () async throws -> R,
    issueMatcher: (@Sendable (XCTIssue) -> Bool)? = nil
  ) async rethrows -> R {
    _ = ExpectedFailureObserver.shared  // learns the test cases that start from now on
    guard enabled != false else { return try await failingBlock() }
    let expectation = ExpectedFailure(
      reason: failureReason, issueMatcher: issueMatcher, base: IssueReporters.current
    )
    let result = try await withIssueReporters([expectation]) { try await failingBlock() }
    expectation.check(strict: strict ?? true, file: file, line: line)
    return result
  }

  /// Expects the rest of the current test to report one or more issues, which then do not
  /// fail it; see the scoped `XCTExpectFailure(_:enabled:strict:file:line:failingBlock:issueMatcher:)`.
  ///
  /// ```swift
  /// func testUnreceivedAction() async {
  ///   XCTExpectFailure("The effect's action is never received")
  ///   let store = TestStore(initialState: Feature.State()) { Feature() }
  ///   await store.send(.start)
  /// }
  /// ```
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    issueMatcher: (@Sendable (XCTIssue) -> Bool)? = nil
  ) {
    guard enabled != false else { return }
    let expectation = ExpectedFailure(
      reason: failureReason, issueMatcher: issueMatcher, base: IssueReporters.current
    )
    IssueReporters.current = [expectation]
    ExpectedFailureObserver.shared.expectUntilTheTestEnds(
      expectation, strict: strict ?? true, file: file, line: line
    )
  }

  /// The reporter in force while failures are expected: matching issues are recorded as
  /// expected, others go to the reporters that were in force before.
  final class ExpectedFailure: IssueReporter, @unchecked Sendable {
    let reason: String?
    let issueMatcher: (@Sendable (XCTIssue) -> Bool)?
    let base: [any IssueReporter]
    private let lock = NSLock()
    private var matched = 0

    init(reason: String?, issueMatcher: (@Sendable (XCTIssue) -> Bool)?, base: [any IssueReporter]) {
      self.reason = reason
      self.issueMatcher = issueMatcher
      self.base = base
    }

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      let issue = XCTIssue(type: .assertionFailure, compactDescription: message ?? "")
      guard severity == .error, self.matches(issue) else {
        for reporter in self.base {
          reporter.reportIssue(
            message, severity: severity, fileID: fileID, filePath: filePath, line: line,
            column: column
          )
        }
        return
      }
    }

    func reportIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      let issue = XCTIssue(
        type: .thrownError,
        compactDescription: "Caught error: \(error)\(message.map { ": \($0)" } ?? "")",
        associatedError: error
      )
      guard self.matches(issue) else {
        for reporter in self.base {
          reporter.reportIssue(
            error, message, fileID: fileID, filePath: filePath, line: line, column: column
          )
        }
        return
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      // Already expected by an inner `withExpectedIssue`: neither a failure nor a match.
    }

    func expectIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {}

    private func matches(_ issue: XCTIssue) -> Bool {
      guard self.issueMatcher?(issue) ?? true else { return false }
      self.lock.withLock { self.matched += 1 }
      return true
    }

    /// Fails the test if it is strict and no issue matched.
    func check(strict: Bool, file: StaticString, line: UInt) {
      guard let message = self.unmetMessage(strict: strict) else { return }
      // Through IssueReporting, so that an enclosing expectation can expect it in turn.
      IssueReporting.reportIssue(message, fileID: file, filePath: file, line: line, column: 0)
    }

    func unmetMessage(strict: Bool) -> String? {
      guard strict, self.lock.withLock({ self.matched == 0 }) else { return nil }
      return "Expected failure\(self.reason.map { " (\($0))" } ?? "") did not occur."
    }
  }

  /// Ends an unscoped `XCTExpectFailure` when its test ends: puts back the reporters in force
  /// before it, and checks that a strict expectation was met.
  ///
  /// The check needs the running test case, which an observer learns when the test starts; the
  /// observer is registered when the test support is first used, so an unscoped expectation in
  /// the very first test that uses it is not checked for strictness (it still ends with the test).
  final class ExpectedFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: ExpectedFailureObserver = {
      let observer = ExpectedFailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    private let lock = NSLock()
    private var currentTestCase: XCTestCase?
    private var pending: [ExpectedFailure] = []

    func expectUntilTheTestEnds(
      _ expectation: ExpectedFailure, strict: Bool, file: StaticString, line: UInt
    ) {
      let testCase = self.lock.withLock {
        self.pending.append(expectation)
        return self.currentTestCase
      }
      // A teardown block runs inside the test, where a failure can still be recorded.
      testCase?.addTeardownBlock {
        IssueReporters.current = expectation.base
        expectation.check(strict: strict, file: file, line: line)
      }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      self.lock.withLock { self.currentTestCase = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      let pending = self.lock.withLock {
        defer {
          self.pending = []
          self.currentTestCase = nil
        }
        return self.pending
      }
      if let first = pending.first {
        IssueReporters.current = first.base
      }
    }
  }
#endif

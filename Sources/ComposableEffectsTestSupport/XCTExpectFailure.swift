#if canImport(XCTest) && !canImport(ObjectiveC)
  import AlgebraicEffects
  import IssueReporting
  import XCTest

  /// Expects `failingBlock` to report one or more issues, which then do not fail the test: the
  /// Linux counterpart of XCTest's `XCTExpectFailure`, so that failure tests written for Apple
  /// platforms run unchanged.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.contains("differs from the expected state")
  /// }
  /// await store.send(.increment) { $0.count = 2 }
  /// ```
  ///
  /// It covers the issues the package and IssueReporting report (test store and test handler
  /// failures, `reportIssue`, `unimplemented`) and XCTest's own failures recorded in the block's
  /// task (`XCTAssert*`, `XCTFail`, `XCTUnwrap`), as on Apple platforms.
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
    guard enabled != false else { return try failingBlock() }
    ExpectedFailureObserver.shared.adoptRunningTest()
    let expectation = ExpectedFailure(
      reason: failureReason, issueMatcher: issueMatcher, base: IssueReporters.current
    )
    let result = try withIssueReporters([expectation]) { try failingBlock() }
    expectation.check(strict: strict ?? true, file: file, line: line)
    return result
  }

  /// Expects `failingBlock` to report one or more issues; see the synchronous overload.
  ///
  /// The block runs in the caller's isolation, so an async test on the main actor can call
  /// main-actor code in it. Disfavoured so that a block without `await` picks the synchronous
  /// form, as it does on Apple platforms, where this overload does not exist.
  @_disfavoredOverload
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () async throws -> R,
    issueMatcher: (@Sendable (XCTIssue) -> Bool)? = nil
  ) async rethrows -> R {
    guard enabled != false else { return try await failingBlock() }
    ExpectedFailureObserver.shared.adoptRunningTest()
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
    ExpectedFailureObserver.shared.adoptRunningTest()
    let expectation = ExpectedFailure(
      reason: failureReason, issueMatcher: issueMatcher, base: IssueReporters.current
    )
    IssueReporters.current = [expectation]
    ExpectedFailureObserver.shared.expectUntilTestEnds(
      expectation, strict: strict ?? true, file: file, line: line
    )
  }

  /// The reporter in force while failures are expected: matching issues are recorded as
  /// expected, others go to the reporters that were in force before.
  final class ExpectedFailure: IssueReporter, Sendable {
    let reason: String?
    let issueMatcher: (@Sendable (XCTIssue) -> Bool)?
    let base: [any IssueReporter]
    /// How many issues matched so far.
    private let matched = Locked(0)

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
      let issue = XCTIssue(
        type: .assertionFailure,
        compactDescription: message ?? "",
        sourceCodeContext: Self.context(filePath, line)
      )
      guard severity == .error, self.matches(issue) else {
        for reporter in self.base {
          reporter.reportIssue(
            message, severity: severity, fileID: fileID, filePath: filePath, line: line,
            column: column
          )
        }
        return
      }
      self.show(issue, filePath: "\(filePath)", line: Int(line))
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
        sourceCodeContext: Self.context(filePath, line),
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
      self.show(issue, filePath: "\(filePath)", line: Int(line))
    }

    /// Takes a failure XCTest recorded in this expectation's scope: expected when it matches,
    /// else offered to the expectation this one is nested in, if any.
    ///
    /// - Returns: Whether an expectation took it.
    func absorb(_ issue: XCTIssue, filePath: String, line: Int) -> Bool {
      if self.matches(issue) {
        self.show(issue, filePath: filePath, line: line)
        return true
      }
      guard
        let outer = self.base.lazy.compactMap({ $0 as? ExpectedFailure }).first
      else { return false }
      return outer.absorb(issue, filePath: filePath, line: line)
    }

    /// Prints an expected issue in the test log, as XCTest on Apple platforms lists expected
    /// failures: seen, but not failing the test.
    private func show(_ issue: XCTIssue, filePath: String, line: Int) {
      print(Self.expectedFailureLine(issue, reason: self.reason, filePath: filePath, line: line))
    }

    static func expectedFailureLine(
      _ issue: XCTIssue, reason: String?, filePath: String, line: Int
    ) -> String {
      "\(filePath):\(line): expected failure\(reason.map { " (\($0))" } ?? ""): "
        + issue.compactDescription
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

    private static func context(_ filePath: StaticString, _ line: UInt) -> XCTSourceCodeContext {
      XCTSourceCodeContext(
        location: XCTSourceCodeLocation(filePath: "\(filePath)", lineNumber: Int(line))
      )
    }

    private func matches(_ issue: XCTIssue) -> Bool {
      guard self.issueMatcher?(issue) ?? true else { return false }
      self.matched.withLock { $0 += 1 }
      return true
    }

    /// Fails the test if it is strict and no issue matched.
    func check(strict: Bool, file: StaticString, line: UInt) {
      guard let message = self.unmetMessage(strict: strict) else { return }
      // Through IssueReporting, so that an enclosing expectation can expect it in turn.
      IssueReporting.reportIssue(message, fileID: file, filePath: file, line: line, column: 0)
    }

    func unmetMessage(strict: Bool) -> String? {
      guard strict, self.matched.withLock({ $0 == 0 }) else { return nil }
      return "Expected failure\(self.reason.map { " (\($0))" } ?? "") did not occur."
    }
  }

  /// Knows the running test case: ends an unscoped `XCTExpectFailure` when its test ends (puts
  /// back the reporters in force before it, and checks that a strict expectation was met), and
  /// lets a test that expects failures hand its XCTest failures to them.
  ///
  /// It learns each test case as it starts, so it is registered as the test process loads (see
  /// `LinuxXCTestFailures.swift`), and again when the test support is first used in case the
  /// loader ran no constructor; registered only then, it does not know the test running at that
  /// moment: an unscoped expectation in that test is not checked for strictness, and a plain
  /// `XCTAssert*` failure there still fails it.
  ///
  /// Unchecked only because it is an `NSObject`, as XCTest's observers must be: its state is
  /// behind a lock.
  final class ExpectedFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: ExpectedFailureObserver = {
      LinuxXCTestFailures.install()
      let observer = ExpectedFailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    /// The running test case, and the unscoped expectations that end with it.
    private struct State {
      var currentTestCase: XCTestCase?
      var pending: [ExpectedFailure] = []
    }

    private let state = Locked(State())

    func expectUntilTestEnds(
      _ expectation: ExpectedFailure, strict: Bool, file: StaticString, line: UInt
    ) {
      let testCase = self.state.withLock {
        $0.pending.append(expectation)
        return $0.currentTestCase
      }
      // A teardown block runs inside the test, where a failure can still be recorded.
      testCase?.addTeardownBlock {
        IssueReporters.current = expectation.base
        expectation.check(strict: strict, file: file, line: line)
      }
    }

    /// Lets the running test's XCTest failures reach its expectations; see
    /// ``ExpectedFailureRun``.
    func adoptRunningTest() {
      guard let testCase = self.state.withLock({ $0.currentTestCase }) else { return }
      ExpectedFailureRun.adopt(testCase)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      self.state.withLock { $0.currentTestCase = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      let pending = self.state.withLock { state in
        defer { state = State() }
        return state.pending
      }
      if let first = pending.first {
        IssueReporters.current = first.base
      }
    }
  }
#endif

import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// What the `ComposableEffectsTestSupport` product gives a test process, found at run time.
///
/// The library cannot import the test support (a test target links it, the library must not),
/// so, as IssueReporting does for its own test support, it looks the support's symbols up in
/// the running process. On Linux that is the only way a failure reaches Swift Testing: without
/// the support, IssueReporting prints the failure on standard error and the test passes.
package enum TestSupportLinkage {
  /// What a test process offers for failures to reach the running test.
  package struct Probe: Equatable, Sendable {
    /// Whether the process runs tests at all.
    package var isTesting: Bool
    /// Whether the running test is a Swift Testing test (as far as can be told without the
    /// test support).
    package var runsSwiftTesting: Bool
    /// Whether IssueReporting's test support, which `ComposableEffectsTestSupport` re-exports,
    /// is linked: what records issues in Swift Testing, and in XCTest on Linux.
    package var linksTestSupport: Bool
    /// Whether IssueReporting can still call `XCTFail` without its test support (a debug
    /// build, with XCTest loaded).
    package var reachesXCTFail: Bool

    package init(
      isTesting: Bool, runsSwiftTesting: Bool, linksTestSupport: Bool, reachesXCTFail: Bool
    ) {
      self.isTesting = isTesting
      self.runsSwiftTesting = runsSwiftTesting
      self.linksTestSupport = linksTestSupport
      self.reachesXCTFail = reachesXCTFail
    }
  }

  /// Whether a failure reported in a process like `probe` fails the running test.
  package static func failuresReachTest(_ probe: Probe) -> Bool {
    // Outside tests, a failure is a runtime warning, as it should be.
    guard probe.isTesting, !probe.linksTestSupport else { return true }
    return !probe.runsSwiftTesting && probe.reachesXCTFail
  }

  /// The message a test process gets when `tool`, created at `fileID`:`line`, could not fail
  /// its test.
  package static func missingTestSupportMessage(
    creating tool: String, fileID: StaticString, line: UInt
  ) -> String {
    """
    \(fileID):\(line): \(tool) cannot fail this test: the test target does not link \
    'ComposableEffectsTestSupport', so its failures would only be printed and a wrong assertion \
    would pass. Add the product to the test target's dependencies:

        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")
    """
  }

  /// Stops the test process at once when failures of `tool` could not reach the test.
  ///
  /// A fatal error, not a reported issue: with no way to record an issue in the running test,
  /// a report would be one more line on standard error, and the test would pass. On Apple
  /// platforms IssueReporting reaches both test frameworks without the test support, so
  /// nothing is checked there.
  package static func requireFailuresReachTest(
    creating tool: @autoclosure () -> String, fileID: StaticString, line: UInt
  ) {
    #if os(Linux) || os(Android)
      self.installXCTestFailureReporter()
      // Looked up once per process: the usual case costs a test store nothing.
      guard !Probe.linksTestSupport, !self.failuresReachTest(.current) else { return }
      fatalError(self.missingTestSupportMessage(creating: tool(), fileID: fileID, line: line))
    #endif
  }

  /// Reports `message` as an expected failure through the test support's `XCTExpectFailure`,
  /// where XCTest has no expected failures of its own (Linux); `false` if the test support is
  /// not linked.
  package static func expectFailure(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Bool {
    // Found by its mangled name in the type metadata, which a statically linked test
    // executable does not hide, as it hides its symbols from `dlsym`.
    guard
      let reporter = _typeByName("28ComposableEffectsTestSupport21LinuxExpectedFailuresO")
        as? any ExpectedFailureReporting.Type
    else { return false }
    reporter.expectFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }

  /// Has the test support put its XCTest failure reporter in place of IssueReporting's default
  /// one, whose XCTest failures on Linux end in a paragraph about host applications that does
  /// not apply (see the support's `LinuxXCTestFailures`). Once per process; nothing without the
  /// test support.
  package static func installXCTestFailureReporter() {
    _ = installedXCTestFailureReporter
  }

  private static let installedXCTestFailureReporter: Void = {
    // Found by its mangled name, as `expectFailure` finds its reporter.
    (_typeByName("28ComposableEffectsTestSupport19LinuxXCTestFailuresO")
      as? any XCTestFailureReporterInstalling.Type)?.install()
  }()

  /// The function named `name` (mangled) in `library` or the executable, as a `F`.
  static func symbol<F>(_ name: String, in library: String, as type: F.Type) -> F? {
    #if os(Linux) || os(Android)
      // The library's own file when it is dynamic; the executable when it is linked statically.
      guard
        let handle = dlopen("lib\(library).so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY),
        let pointer = dlsym(handle, name)
      else { return nil }
      return unsafeBitCast(pointer, to: type)
    #else
      return nil
    #endif
  }
}

extension TestSupportLinkage.Probe {
  /// The running process.
  package static var current: Self {
    Self(
      isTesting: IssueReporting.isTesting,
      runsSwiftTesting: TestContext.current?.isSwiftTesting ?? false,
      linksTestSupport: Self.linksTestSupport,
      reachesXCTFail: Self.reachesXCTFail
    )
  }

  static let linksTestSupport =
    TestSupportLinkage.symbol(
      "$s25IssueReportingTestSupport07_recordA0ypyF",
      in: "IssueReportingTestSupport",
      as: (@convention(thin) () -> Any).self
    ) != nil

  #if DEBUG
    // IssueReporting's own fallback to `XCTFail`, compiled only into debug builds.
    static let reachesXCTFail =
      TestSupportLinkage.symbol(
        "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF",
        in: "XCTest",
        as: (@convention(thin) (String, StaticString, UInt) -> Void).self
      ) != nil
  #else
    static let reachesXCTFail = false
  #endif
}

/// What the test support does for the library on Linux XCTest: report an issue as an expected
/// failure. The test support's conforming type is found by name; see
/// `TestSupportLinkage.expectFailure(_:fileID:filePath:line:column:)`.
package protocol ExpectedFailureReporting {
  static func expectFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  )
}

/// What the test support does for the library on Linux XCTest: report XCTest failures without
/// IssueReporting's host-application paragraph. Found by name; see
/// `TestSupportLinkage.installXCTestFailureReporter()`.
package protocol XCTestFailureReporterInstalling {
  static func install()
}

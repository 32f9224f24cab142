#if canImport(XCTest) && !canImport(ObjectiveC)
  import AlgebraicEffects
  import IssueReporting
  @testable import ComposableEffectsTestSupport
  import Testing

  /// The library finds the test support's expected-failure reporter by its mangled name
  /// (`TestSupportLinkage.expectFailure`): renaming the type, or moving it to another module,
  /// must fail here, not turn skipped assertions into silent no-ops.
  @Suite struct ExpectedFailureReporterNameTests {
    static let mangledName = "28ComposableEffectsTestSupport21LinuxExpectedFailuresO"

    @Test func theReportersMangledNameIsTheOneTheLibraryLooksUp() {
      #expect(_mangledTypeName(LinuxExpectedFailures.self) == Self.mangledName)
    }

    @Test func theNameLeadsToAnExpectedFailureReporter() {
      #expect((_typeByName(Self.mangledName) as? any ExpectedFailureReporting.Type) != nil)
    }

    /// Likewise for the reporter that takes IssueReporting's default one's place
    /// (`TestSupportLinkage.installXCTestFailureReporter`).
    @Test func theXCTestFailureReporterIsFoundByTheNameTheLibraryLooksUp() {
      let name = "28ComposableEffectsTestSupport19LinuxXCTestFailuresO"
      #expect(_mangledTypeName(LinuxXCTestFailures.self) == name)
      #expect((_typeByName(name) as? any XCTestFailureReporterInstalling.Type) != nil)
    }

    @Test func theDefaultReporterIsReplacedAsTheTestProcessLoads() {
      #expect(!IssueReporters.current.contains { $0 is _DefaultReporter })
      #expect(IssueReporters.current.contains { $0 is LinuxXCTestFailureReporter })
    }
  }
#endif

#if canImport(XCTest) && !canImport(ObjectiveC)
  import AlgebraicEffects
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
  }
#endif

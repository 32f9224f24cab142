import AlgebraicEffects
import Testing

/// A test store or test handler whose failures could not reach the running test stops the test
/// process at once, naming the product to link, instead of letting a wrong assertion pass.
@Suite struct TestSupportLinkageTests {
  typealias Probe = TestSupportLinkage.Probe

  @Test func swiftTestingWithoutTheTestSupportCannotBeFailed() {
    let probe = Probe(
      isTesting: true, runsSwiftTesting: true, linksTestSupport: false, reachesXCTFail: true
    )
    #expect(!TestSupportLinkage.failuresReachTest(probe))
  }

  @Test func xcTestWithoutTheTestSupportIsFailedOnlyThroughXCTFail() {
    var probe = Probe(
      isTesting: true, runsSwiftTesting: false, linksTestSupport: false, reachesXCTFail: true
    )
    #expect(TestSupportLinkage.failuresReachTest(probe))
    probe.reachesXCTFail = false
    #expect(!TestSupportLinkage.failuresReachTest(probe))
  }

  @Test func theTestSupportReachesEitherFramework() {
    for runsSwiftTesting in [true, false] {
      let probe = Probe(
        isTesting: true, runsSwiftTesting: runsSwiftTesting, linksTestSupport: true,
        reachesXCTFail: false
      )
      #expect(TestSupportLinkage.failuresReachTest(probe))
    }
  }

  @Test func outsideTestsNothingIsRequired() {
    let probe = Probe(
      isTesting: false, runsSwiftTesting: false, linksTestSupport: false, reachesXCTFail: false
    )
    #expect(TestSupportLinkage.failuresReachTest(probe))
  }

  @Test func thisTestTargetLinksTheTestSupport() {
    let probe = Probe.current
    #expect(probe.isTesting)
    #expect(probe.runsSwiftTesting)
    #expect(probe.linksTestSupport)
    #expect(TestSupportLinkage.failuresReachTest(probe))
  }

  @Test func theMessageNamesTheProductAndItsPackage() {
    let message = TestSupportLinkage.missingTestSupportMessage(
      creating: "TestStore", fileID: "FeatureTests/FeatureTests.swift", line: 12
    )
    #expect(message.hasPrefix("FeatureTests/FeatureTests.swift:12: TestStore cannot fail this test"))
    #expect(
      message.contains(
        #".product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")"#
      )
    )
  }

  @Test func anExpectedFailureGoesThroughTheTestSupport() {
    #expect(
      TestSupportLinkage.expectFailure(
        "A skipped assertion", fileID: #fileID, filePath: #filePath, line: #line, column: #column
      )
    )
  }
}

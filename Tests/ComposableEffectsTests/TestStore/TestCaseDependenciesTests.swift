#if canImport(XCTest) && !canImport(ObjectiveC)
  import ComposableEffectsTestSupport
  import Dependencies
  import Foundation
  import Testing

  /// swift-dependencies registers an XCTest observer from its own dynamic library each time a
  /// `DependencyValues` is created, if it can load that library; parallel tests then race on
  /// XCTest's unlocked list of observers and crash the test process. The test support gives each
  /// XCTest test fresh values itself, so that library is never loaded.
  @Suite struct TestCaseDependenciesTests {
    @Test func creatingDependencyValuesLoadsNoObserverOfSwiftDependencies() {
      _ = DependencyValues()

      let library = dlopen("libDependenciesTestObserver.so", RTLD_NOW | RTLD_NOLOAD)
      defer { if let library { dlclose(library) } }
      #expect(library == nil)
    }
  }
#endif

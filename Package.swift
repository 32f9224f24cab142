// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-composable-effects",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
  ],
  products: [
    .library(name: "AlgebraicEffects", targets: ["AlgebraicEffects"]),
    .library(name: "ComposableEffects", targets: ["ComposableEffects"]),
    .library(name: "ComposableEffectsTestSupport", targets: ["ComposableEffectsTestSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .macro(
      name: "AlgebraicEffectsMacros",
      dependencies: [
        "MacroSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "ComposableEffectsMacros",
      dependencies: [
        "MacroSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    // What both macro targets share: their error type and the syntax they read and lay out.
    .target(
      name: "MacroSupport",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .target(name: "AlgebraicEffectsThreadLocal"),
    .target(
      name: "AlgebraicEffects",
      dependencies: [
        "AlgebraicEffectsMacros",
        "AlgebraicEffectsThreadLocal",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "ComposableEffects",
      dependencies: [
        "AlgebraicEffects",
        "ComposableEffectsMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        // The `Scheduler` protocol of the deprecated scheduler-based debounce and throttle,
        // where Combine does not exist.
        .product(
          name: "OpenCombineShim",
          package: "OpenCombine",
          condition: .when(platforms: [.linux, .android])
        ),
      ]
    ),
    // Runs the test support's start-up work as a test process loads.
    .target(name: "ComposableEffectsTestSupportStartup"),
    .target(
      name: "ComposableEffectsTestSupport",
      dependencies: [
        "AlgebraicEffects",
        "ComposableEffectsTestSupportStartup",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // A feature with public types in a module of its own, for the tests that spell its
    // dependencies as app code does (`clock: clock` inside a `Reduce` closure).
    .target(
      name: "PublicFeatureFixture",
      dependencies: ["ComposableEffects"],
      path: "Tests/PublicFeatureFixture"
    ),
    // Run by SharedStateExitTests in a process of its own: a shared file's last change
    // reaches the disk when the process exits.
    .executableTarget(
      name: "SharedStateExitProbe",
      dependencies: ["ComposableEffects"],
      path: "Tests/SharedStateExitProbe"
    ),
    .testTarget(
      name: "AlgebraicEffectsTests",
      dependencies: [
        "AlgebraicEffects",
        "ComposableEffectsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "AlgebraicEffectsMacrosTests",
      dependencies: [
        "AlgebraicEffectsMacros",
        "ComposableEffectsTestSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    .testTarget(
      name: "ComposableEffectsMacrosTests",
      dependencies: [
        "ComposableEffectsMacros",
        "ComposableEffectsTestSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    .testTarget(
      name: "ComposableEffectsTests",
      dependencies: [
        "ComposableEffects",
        "PublicFeatureFixture",
        "ComposableEffectsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// A macro's expansion tests load its implementation into the test process, and SwiftPM then
// builds the whole test product, with every library under it, a second time for the host. The
// sanitizer runs of .ci/run leave those tests out (they check syntax rewriting, where a sanitizer
// finds nothing, and the plain `swift test` runs them), so that each library is built once.
if Context.environment["COMPOSABLE_EFFECTS_WITHOUT_MACRO_TESTS"] != nil {
  package.targets.removeAll { $0.name.hasSuffix("MacrosTests") }
  package.dependencies.removeAll { dependency in
    guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
    return location.hasSuffix("/swift-macro-testing")
  }
}

// The optimized sanitizer run of .ci/run compiles the package's libraries with -O, and leaves their
// tests and dependencies at -Onone: `-Xswiftc -O` optimized swift-syntax (built for the macros)
// and the large test targets too, which made that run's build half as long again as the
// unoptimized one's.
if Context.environment["COMPOSABLE_EFFECTS_OPTIMIZE_LIBRARIES"] != nil {
  for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
  }
}

// The sanitizer runs of .ci/run instrument the package's own libraries and tests, in the build
// folder the plain build filled, so that they reuse everything else it compiled. `swift test
// --sanitize=…` instruments every dependency too, and builds swift-syntax again for the macros
// with the sanitizer: in a clean-clone run each of the two sanitizer builds took over eight
// minutes, a quarter of CI. A dependency's memory errors and races are not the package's to fix;
// LeakSanitizer sees every allocation whether its code is instrumented or not.
if let sanitizer = Context.environment["COMPOSABLE_EFFECTS_SANITIZE"] {
  for target in package.targets where target.type == .regular || target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    target.linkerSettings =
      (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
  }
}

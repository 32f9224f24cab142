// swift-tools-version: 6.1

import PackageDescription

// Metrics, traces and logs from any store, opt-in per reducer, through the back-end-neutral APIs
// only. A package of its own, so that an app depending on the core libraries never resolves
// swift-metrics, swift-distributed-tracing and swift-log.
let package = Package(
  name: "swift-composable-effects-instrumentation",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
  ],
  products: [
    .library(
      name: "ComposableEffectsInstrumentation", targets: ["ComposableEffectsInstrumentation"]
    )
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: ".."),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "ComposableEffectsInstrumentation",
      dependencies: [
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
      ]
    ),
    .testTarget(
      name: "ComposableEffectsInstrumentationTests",
      dependencies: [
        "ComposableEffectsInstrumentation",
        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects"),
        .product(name: "InMemoryLogging", package: "swift-log"),
        .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The sanitizer runs of .ci/run instrument this package's targets as they do the core package's
// own (see its manifest): the dependencies, swift-metrics and the rest, are reused uninstrumented.
if let sanitizer = Context.environment["COMPOSABLE_EFFECTS_SANITIZE"] {
  for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    target.linkerSettings =
      (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
  }
}

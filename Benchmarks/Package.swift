// swift-tools-version: 6.1

import PackageDescription

/// The benchmarks of swift-composable-effects, kept in their own package so that the library's
/// build, tests and CI never compile them. They run on ordo-one/benchmark (package-benchmark):
///
///     swift package --package-path Benchmarks benchmark
///
/// `Scripts/benchmark-results` runs them all and writes `results.json` (see BENCHMARKS.md).
let package = Package(
  name: "Benchmarks",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
  ],
  products: [
    .executable(name: "in-flight-memory", targets: ["InFlightMemory"]),
    .executable(name: "benchmark-results", targets: ["BenchmarkResults"]),
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: ".."),
    .package(name: "swift-composable-effects-instrumentation", path: "../Instrumentation"),
    // The `MallocInterposer` trait gives the malloc counts without jemalloc. Naming it also turns
    // off the package's other default trait, `RuntimeInterposer`, whose package is not needed:
    // its ARC metrics are left out (see BENCHMARKS.md).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
  ],
  targets: [
    // package-benchmark finds its benchmark targets by their directory, `Benchmarks/<target>`.
    .executableTarget(
      name: "ComposableEffectsBenchmarks",
      dependencies: [
        "InFlightEffects",
        .product(name: "AlgebraicEffects", package: "swift-composable-effects"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(
          name: "ComposableEffectsInstrumentation",
          package: "swift-composable-effects-instrumentation"
        ),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
      ],
      path: "Benchmarks/ComposableEffectsBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // A store with effects in flight: the cancellation benchmarks' fixture, and what
    // `in-flight-memory` measures.
    .target(
      name: "InFlightEffects",
      dependencies: [
        .product(name: "ComposableEffects", package: "swift-composable-effects")
      ]
    ),
    // `bytes.per-in-flight-effect`, measured in a process of its own: package-benchmark preloads a
    // malloc interposer that puts a 16-byte header on every allocation, which would be counted.
    .executableTarget(
      name: "InFlightMemory",
      dependencies: ["InFlightEffects"]
    ),
    // Writes `results.json` and the results table from a saved package-benchmark baseline.
    .executableTarget(
      name: "BenchmarkResults",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

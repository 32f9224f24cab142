// swift-tools-version: 6.1

import PackageDescription

/// The benchmarks of swift-composable-effects, kept in their own package so that the library's
/// build, tests and CI never compile them.
///
///     swift run -c release --package-path Benchmarks benchmarks
let package = Package(
  name: "Benchmarks",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
  ],
  products: [
    .executable(name: "benchmarks", targets: ["Benchmarks"])
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "AlgebraicEffects", package: "swift-composable-effects"),
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)

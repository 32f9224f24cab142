// swift-tools-version: 6.1

import PackageDescription

// Serving a feature to browsers: one store per WebSocket connection, the page given the state and
// then only what changed. A package of its own, so that an app depending on the core libraries
// never resolves Hummingbird and the SwiftNIO stack under it.
let package = Package(
  name: "swift-composable-effects-hummingbird",
  platforms: [
    .macOS(.v15)
  ],
  products: [
    .library(name: "ComposableEffectsHummingbird", targets: ["ComposableEffectsHummingbird"])
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: "..")
  ],
  targets: [
    .target(
      name: "ComposableEffectsHummingbird",
      dependencies: [
        .product(name: "ComposableEffects", package: "swift-composable-effects")
      ]
    ),
    .testTarget(
      name: "ComposableEffectsHummingbirdTests",
      dependencies: [
        "ComposableEffectsHummingbird",
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1

import PackageDescription

// `@Shared` state kept in PostgreSQL and live across every process that shares the database. A
// package of its own, so that an app depending on the core libraries never resolves
// postgres-nio and the SwiftNIO stack under it.
let package = Package(
  name: "swift-composable-effects-postgres",
  platforms: [
    .macOS(.v15)
  ],
  products: [
    .library(name: "ComposableEffectsPostgres", targets: ["ComposableEffectsPostgres"])
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: ".."),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .target(
      name: "ComposableEffectsPostgres",
      dependencies: [
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "ComposableEffectsPostgresTests",
      dependencies: [
        "ComposableEffectsPostgres",
        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

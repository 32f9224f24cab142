// swift-tools-version: 6.1

import PackageDescription

// An app package as a user writes one: its modules are named as the case studies' are (`Todos`,
// `Home`, `Contacts`, `SyncUps`, `Echo`, `Command`), which SwiftPM would reject if the library
// package declared targets of those names. CI builds it and runs its test (`.ci/run`).
let package = Package(
  name: "adoption-fixture",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // A path dependency is named after its folder unless given a name: this one names it.
    .package(name: "swift-composable-effects", path: "../../..")
  ],
  targets: [
    .target(
      name: "Todos",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")]
    ),
    .target(
      name: "Home",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")]
    ),
    .target(
      name: "Contacts",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")]
    ),
    .target(
      name: "SyncUps",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")]
    ),
    .target(
      name: "Echo",
      dependencies: [.product(name: "AlgebraicEffects", package: "swift-composable-effects")]
    ),
    .executableTarget(
      name: "Command",
      dependencies: [
        "Todos", "Home", "Contacts", "SyncUps", "Echo",
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
      ]
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: [
        "Home", "Todos", "Echo",
        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

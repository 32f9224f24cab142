// swift-tools-version: 6.1

import PackageDescription

// The case studies: each a library with its reducer and dependencies, a test suite, and one
// executable, `examples`, that runs them with live dependencies. A package of its own, so that an
// app depending on swift-composable-effects never sees these targets' names (`Todos`, `Home`, …)
// nor the command's dependencies.
//
//     swift run --package-path Examples examples list
//     swift test --package-path Examples
let package = Package(
  name: "swift-composable-effects-examples",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
  ],
  products: [
    .executable(name: "examples", targets: ["Examples"]),
    // The todos example as a library, for the server package in Examples/Server to scope into.
    .library(name: "Todos", targets: ["Todos"]),
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "Echo",
      dependencies: [.product(name: "AlgebraicEffects", package: "swift-composable-effects")],
      path: "Echo"
    ),
    .target(
      name: "SpeechRecognition",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "SpeechRecognition"
    ),
    .target(
      name: "NumberFact",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "NumberFact"
    ),
    .target(
      name: "Animations",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "Animations"
    ),
    .target(
      name: "CubePreview",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "CubePreview"
    ),
    .target(
      name: "Trailer",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "Trailer"
    ),
    .target(
      name: "GameOver",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "GameOver"
    ),
    .target(
      name: "Home",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "Home"
    ),
    .target(
      name: "UpgradeInterstitial",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "UpgradeInterstitial"
    ),
    .target(
      name: "NumberGuessing",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects"), "Echo"],
      path: "NumberGuessing"
    ),
    .target(
      name: "NetworkCaching",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "NetworkCaching"
    ),
    .target(
      name: "RandomNumbers",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "RandomNumbers"
    ),
    .target(
      name: "Contacts",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "Contacts"
    ),
    .target(
      name: "Todos",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "Todos"
    ),
    .target(
      name: "SharedState",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "SharedState"
    ),
    .target(
      name: "SyncUps",
      dependencies: [.product(name: "ComposableEffects", package: "swift-composable-effects")],
      path: "SyncUps"
    ),
    .target(
      name: "ExampleServer",
      dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
      path: "ExampleServer"
    ),
    .executableTarget(
      name: "Examples",
      dependencies: [
        "Echo",
        "SpeechRecognition",
        "NumberFact",
        "Animations",
        "CubePreview",
        "Trailer",
        "GameOver",
        "Home",
        "UpgradeInterstitial",
        "NumberGuessing",
        "NetworkCaching",
        "RandomNumbers",
        "Contacts",
        "Todos",
        "SharedState",
        "SyncUps",
        "ExampleServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Rainbow", package: "Rainbow"),
      ],
      path: "Command"
    ),
    .testTarget(
      name: "SpeechRecognitionTests",
      dependencies: ["SpeechRecognition", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/SpeechRecognitionTests"
    ),
    .testTarget(
      name: "EchoTests",
      dependencies: ["Echo", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/EchoTests"
    ),
    .testTarget(
      name: "NumberFactTests",
      dependencies: ["NumberFact", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/NumberFactTests"
    ),
    .testTarget(
      name: "AnimationsTests",
      dependencies: ["Animations", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/AnimationsTests"
    ),
    .testTarget(
      name: "CubePreviewTests",
      dependencies: ["CubePreview", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/CubePreviewTests"
    ),
    .testTarget(
      name: "TrailerTests",
      dependencies: ["Trailer", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/TrailerTests"
    ),
    .testTarget(
      name: "GameOverTests",
      dependencies: ["GameOver", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/GameOverTests"
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: ["Home", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/HomeTests"
    ),
    .testTarget(
      name: "UpgradeInterstitialTests",
      dependencies: ["UpgradeInterstitial", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/UpgradeInterstitialTests"
    ),
    .testTarget(
      name: "NumberGuessingTests",
      dependencies: ["NumberGuessing", "Echo", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/NumberGuessingTests"
    ),
    .testTarget(
      name: "NetworkCachingTests",
      dependencies: ["NetworkCaching", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/NetworkCachingTests"
    ),
    .testTarget(
      name: "RandomNumbersTests",
      dependencies: ["RandomNumbers", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/RandomNumbersTests"
    ),
    .testTarget(
      name: "ContactsTests",
      dependencies: ["Contacts", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/ContactsTests"
    ),
    .testTarget(
      name: "SharedStateTests",
      dependencies: ["SharedState", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/SharedStateTests"
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Todos", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/TodosTests"
    ),
    .testTarget(
      name: "SyncUpsTests",
      dependencies: ["SyncUps", .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects")],
      path: "Tests/SyncUpsTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

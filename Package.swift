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
    .executable(name: "examples", targets: ["Examples"]),
    // The todos example as a library, for the server package in Examples/Server to scope into.
    .library(name: "Todos", targets: ["Todos"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "ComposableEffectsMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
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
    .target(
      name: "ComposableEffectsTestSupport",
      dependencies: [
        "AlgebraicEffects",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "Echo",
      dependencies: ["AlgebraicEffects"],
      path: "Examples/Echo"
    ),
    .target(
      name: "SpeechRecognition",
      dependencies: ["ComposableEffects"],
      path: "Examples/SpeechRecognition"
    ),
    .target(
      name: "NumberFact",
      dependencies: ["ComposableEffects"],
      path: "Examples/NumberFact"
    ),
    .target(
      name: "Animations",
      dependencies: ["ComposableEffects"],
      path: "Examples/Animations"
    ),
    .target(
      name: "CubePreview",
      dependencies: ["ComposableEffects"],
      path: "Examples/CubePreview"
    ),
    .target(
      name: "Trailer",
      dependencies: ["ComposableEffects"],
      path: "Examples/Trailer"
    ),
    .target(
      name: "GameOver",
      dependencies: ["ComposableEffects"],
      path: "Examples/GameOver"
    ),
    .target(
      name: "Home",
      dependencies: ["ComposableEffects"],
      path: "Examples/Home"
    ),
    .target(
      name: "UpgradeInterstitial",
      dependencies: ["ComposableEffects"],
      path: "Examples/UpgradeInterstitial"
    ),
    .target(
      name: "NumberGuessing",
      dependencies: ["ComposableEffects", "Echo"],
      path: "Examples/NumberGuessing"
    ),
    .target(
      name: "NetworkCaching",
      dependencies: ["ComposableEffects"],
      path: "Examples/NetworkCaching"
    ),
    .target(
      name: "RandomNumbers",
      dependencies: ["ComposableEffects"],
      path: "Examples/RandomNumbers"
    ),
    .target(
      name: "Contacts",
      dependencies: ["ComposableEffects"],
      path: "Examples/Contacts"
    ),
    .target(
      name: "Todos",
      dependencies: ["ComposableEffects"],
      path: "Examples/Todos"
    ),
    .target(
      name: "SharedState",
      dependencies: ["ComposableEffects"],
      path: "Examples/SharedState"
    ),
    .target(
      name: "SyncUps",
      dependencies: ["ComposableEffects"],
      path: "Examples/SyncUps"
    ),
    .target(
      name: "ExampleServer",
      dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
      path: "Examples/ExampleServer"
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
      path: "Examples/Command"
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
        "ComposableEffectsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "SpeechRecognitionTests",
      dependencies: ["SpeechRecognition", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/SpeechRecognitionTests"
    ),
    .testTarget(
      name: "EchoTests",
      dependencies: ["Echo", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/EchoTests"
    ),
    .testTarget(
      name: "NumberFactTests",
      dependencies: ["NumberFact", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/NumberFactTests"
    ),
    .testTarget(
      name: "AnimationsTests",
      dependencies: ["Animations", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/AnimationsTests"
    ),
    .testTarget(
      name: "CubePreviewTests",
      dependencies: ["CubePreview", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/CubePreviewTests"
    ),
    .testTarget(
      name: "TrailerTests",
      dependencies: ["Trailer", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/TrailerTests"
    ),
    .testTarget(
      name: "GameOverTests",
      dependencies: ["GameOver", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/GameOverTests"
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: ["Home", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/HomeTests"
    ),
    .testTarget(
      name: "UpgradeInterstitialTests",
      dependencies: ["UpgradeInterstitial", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/UpgradeInterstitialTests"
    ),
    .testTarget(
      name: "NumberGuessingTests",
      dependencies: ["NumberGuessing", "Echo", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/NumberGuessingTests"
    ),
    .testTarget(
      name: "NetworkCachingTests",
      dependencies: ["NetworkCaching", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/NetworkCachingTests"
    ),
    .testTarget(
      name: "RandomNumbersTests",
      dependencies: ["RandomNumbers", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/RandomNumbersTests"
    ),
    .testTarget(
      name: "ContactsTests",
      dependencies: ["Contacts", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/ContactsTests"
    ),
    .testTarget(
      name: "SharedStateTests",
      dependencies: ["SharedState", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/SharedStateTests"
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Todos", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/TodosTests"
    ),
    .testTarget(
      name: "SyncUpsTests",
      dependencies: ["SyncUps", "ComposableEffectsTestSupport"],
      path: "Examples/Tests/SyncUpsTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Where XCTest has no Objective-C runtime, swift-dependencies finds its test observer, which gives
// each XCTest test fresh test values (the stack element identifiers among them), as a dynamic
// library it loads by name: the test support links it, so that tests that use it have it.
#if !os(macOS) && !os(WASI)
  for target in package.targets where target.name == "ComposableEffectsTestSupport" {
    target.dependencies.append(
      .product(name: "DependenciesTestObserver", package: "swift-dependencies")
    )
  }
#endif

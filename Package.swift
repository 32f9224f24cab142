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
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
      ]
    ),
    .target(
      name: "ComposableEffectsTestSupport",
      dependencies: [
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
    .executableTarget(
      name: "Examples",
      dependencies: [
        "Echo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Command"
    ),
    .testTarget(
      name: "AlgebraicEffectsTests",
      dependencies: ["AlgebraicEffects", "ComposableEffectsTestSupport"]
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
      dependencies: ["ComposableEffects", "ComposableEffectsTestSupport"]
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
  ],
  swiftLanguageModes: [.v6]
)

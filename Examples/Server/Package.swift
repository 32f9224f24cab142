// swift-tools-version: 6.1

import PackageDescription

// The todos feature served to browsers: a Hummingbird server holding one `Store` per WebSocket
// connection. A package of its own, so that the library's build and tests never compile the
// server stack.
let package = Package(
  name: "todos-server",
  platforms: [
    .macOS(.v15)
  ],
  products: [
    .executable(name: "todos-server", targets: ["todos-server"]),
    .executable(name: "todos-load", targets: ["todos-load"]),
  ],
  dependencies: [
    .package(name: "swift-composable-effects", path: "../.."),
    .package(name: "swift-composable-effects-examples", path: ".."),
    .package(name: "swift-composable-effects-instrumentation", path: "../../Instrumentation"),
    .package(name: "swift-composable-effects-postgres", path: "../../Postgres"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // OTLP over HTTP only: the default traits add the gRPC exporter, whose grpc-swift and
    // HTTP/2 stack would add minutes to every CI build.
    .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
  ],
  targets: [
    .target(
      name: "TodosSession",
      dependencies: [
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(name: "Todos", package: "swift-composable-effects-examples"),
      ]
    ),
    .target(
      name: "TodosServer",
      dependencies: [
        "TodosSession",
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(
          name: "ComposableEffectsInstrumentation",
          package: "swift-composable-effects-instrumentation"
        ),
        .product(name: "ComposableEffectsPostgres", package: "swift-composable-effects-postgres"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      resources: [.copy("Public")]
    ),
    .executableTarget(
      name: "todos-server",
      dependencies: [
        "TodosServer",
        "TodosSession",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "OTel", package: "swift-otel"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(
      name: "todos-load",
      dependencies: [
        "TodosSession",
        .product(name: "ComposableEffects", package: "swift-composable-effects"),
        .product(name: "Todos", package: "swift-composable-effects-examples"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "TodosSessionTests",
      dependencies: [
        "TodosSession",
        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects"),
      ]
    ),
    .testTarget(
      name: "TodosServerTests",
      dependencies: [
        "TodosServer",
        .product(name: "ComposableEffectsTestSupport", package: "swift-composable-effects"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

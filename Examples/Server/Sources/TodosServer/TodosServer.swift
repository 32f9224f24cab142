import ComposableEffects
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import Todos
import TodosSession

/// The todos server: the page at `/`, a ``TodosSession`` store per WebSocket connection at
/// `/ws`, and the shared list saved in the data directory.
///
/// ```swift
/// let server = try TodosServer(dataDirectory: URL(filePath: "data"))
/// try await server.application(host: "127.0.0.1", port: 8080).runService()
/// ```
///
/// `runService()` runs until SIGINT or SIGTERM, then shuts down gracefully: the server stops
/// taking connections and closes the open ones, whose stores are released, and the list's last
/// change is written to its file.
public struct TodosServer: Sendable {
  /// The list every session shares: `@Shared(.todos(in: dataDirectory))`, kept in the file
  /// system.
  public let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  var hooks = SessionHooks()

  /// A server keeping its list in `todos.json` in `dataDirectory`, loaded from there if it was
  /// saved before.
  ///
  /// - Throws: When a saved list exists but cannot be read, so that the server refuses to start
  ///   rather than overwrite it.
  public init(dataDirectory: URL) throws {
    try self.init(dataDirectory: dataDirectory, prepareDependencies: { _ in })
  }

  init(
    dataDirectory: URL,
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) throws {
    // The list is kept on disk even where the dependencies are those of a test, whose
    // `.fileStorage` keys would write to memory: the server's tests check what outlives it.
    let prepare: @Sendable (inout DependencyValues) -> Void = {
      $0.defaultFileStorage = .fileSystem
      prepareDependencies(&$0)
    }
    let todos = withDependencies(prepare) {
      Shared<IdentifiedArrayOf<Todo.State>>(wrappedValue: [], .todos(in: dataDirectory))
    }
    if let error = todos.loadError { throw error }
    self.todos = todos
    self.prepareDependencies = prepare
  }

  /// The HTTP application serving the page and the sessions on `host` and `port`.
  ///
  /// - Parameter onRunning: Called with the port the server listens on once it does (the one it
  ///   was given, or the one the system chose for port 0).
  public func application(
    host: String,
    port: Int,
    logger: Logger = Logger(label: "todos-server"),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let router = Router()
    router.get("/") { _, _ in
      Self.page
    }

    let socket = TodosSocket(todos: todos, prepareDependencies: prepareDependencies, hooks: hooks)
    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/ws") { inbound, outbound, _ in
      try await socket.serve(inbound: inbound, outbound: outbound)
    }

    let webSocketResponder = webSocketRouter.buildResponder()
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      ws: .init(maxFrameSize: TodosSocket.transportLimit, autoPing: .disabled)
    )
    // HTTP and WebSocket upgrades on one port, as `.http1WebSocketUpgrade` gives, with the
    // connections that have sent nothing closed on shutdown (see `SilentConnectionClosing`).
    let server = HTTPServerBuilder { responder in
      SilentConnectionClosing(
        base: HTTP1WebSocketUpgradeChannel(
          responder: responder,
          webSocketResponder: webSocketResponder,
          configuration: configuration
        )
      )
    }

    return Application(
      router: router,
      server: server,
      configuration: .init(address: .hostname(host, port: port), serverName: "todos-server"),
      services: [TodosSaving(todos: todos, logger: logger)],
      onServerRunning: { channel in
        await onRunning(channel.localAddress?.port ?? port)
      },
      logger: logger
    )
  }

  private static var page: Response {
    let html = Bundle.module.url(forResource: "index", withExtension: "html", subdirectory: "Public")
      .flatMap { try? Data(contentsOf: $0) } ?? Data("The page is missing.".utf8)
    return Response(
      status: .ok,
      headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: html))
    )
  }
}

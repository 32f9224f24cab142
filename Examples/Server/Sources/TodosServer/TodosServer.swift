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
/// A change to the list reaches the pages only once it is durably written (see
/// `DurableTodoList`); when writing fails, the pages are told, and the write is retried.
/// `runService()` runs until SIGINT or SIGTERM, then shuts down gracefully: the server stops
/// taking connections and closes the open ones, whose stores are released, and waits for the
/// list's last changes to be saved; if they cannot be, it throws naming them.
public struct TodosServer: Sendable {
  /// The list every session shares, saved in `todos.json` in the data directory.
  public let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let list: DurableTodoList
  let limits: TodosSession.Limits
  /// How many failed writes a shutdown waits through before it gives up.
  let shutdownAttempts: Int
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  var hooks = SessionHooks()

  /// A server keeping its list in `todos.json` in `dataDirectory`, loaded from there if it was
  /// saved before, and refusing what goes beyond `limits`.
  ///
  /// - Throws: ``TodosServerError/unreadableList(path:reason:)`` when a saved list exists but
  ///   cannot be read, so that the server refuses to start rather than overwrite it.
  public init(
    dataDirectory: URL,
    limits: TodosSession.Limits = TodosSession.Limits(),
    logger: Logger = Logger(label: "todos-server")
  ) throws {
    try self.init(dataDirectory: dataDirectory, limits: limits, logger: logger, prepareDependencies: { _ in })
  }

  init(
    dataDirectory: URL,
    limits: TodosSession.Limits = TodosSession.Limits(),
    retryDelay: Duration = .seconds(1),
    shutdownAttempts: Int = 3,
    logger: Logger = Logger(label: "todos-server"),
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) throws {
    let list = try DurableTodoList(directory: dataDirectory, retryDelay: retryDelay, logger: logger)
    self.todos = withDependencies(prepareDependencies) {
      Shared(wrappedValue: list.durableTodos, DurableTodosKey(list: list))
    }
    self.list = list
    self.limits = limits
    self.shutdownAttempts = shutdownAttempts
    self.prepareDependencies = prepareDependencies
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

    let socket = TodosSocket(
      todos: todos, list: list, limits: limits, prepareDependencies: prepareDependencies, hooks: hooks
    )
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
      services: [TodosSaving(list: list, todos: todos, attempts: shutdownAttempts, logger: logger)],
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

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
import UnixSignals

/// The todos server: the page at `/`, a ``TodosSession`` store per WebSocket connection at
/// `/ws`, its metrics at `/metrics` (Prometheus's text format, see ``ServerMetrics``), and the
/// shared list saved in the data directory, or in a PostgreSQL table that other
/// instances share.
///
/// ```swift
/// let server = try TodosServer(dataDirectory: URL(filePath: "data"))
/// // or, one of several instances:
/// let server = try await TodosServer(databaseURL: "postgres://todos@127.0.0.1:5432/todos")
/// try await server.run(host: "127.0.0.1", port: 8080)
/// ```
///
/// A change to the list reaches the pages only once it is durably written (see
/// `DurableTodoList`): to the file, or committed to the table; when writing fails, the pages are
/// told, and the write is retried. Other instances' changes to the table reach the pages like
/// this instance's own.
/// `run` serves until SIGINT or SIGTERM, then shuts down gracefully: the server stops taking
/// connections and closes the open ones, whose stores are released, within the configuration's
/// grace period, and waits for the list's last changes to be saved; if they cannot be, it throws
/// naming them.
public struct TodosServer: Sendable {
  /// The list every session shares, saved in `todos.json` in the data directory or in the table.
  public let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let list: DurableTodoList
  /// The metrics `/metrics` serves: the sessions' stores and the server's own.
  public let metrics: ServerMetrics
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
    metrics: ServerMetrics = ServerMetrics(),
    logger: Logger = Logger(label: "todos-server")
  ) throws {
    try self.init(
      dataDirectory: dataDirectory, limits: limits, metrics: metrics, logger: logger, prepareDependencies: { _ in }
    )
  }

  init(
    dataDirectory: URL,
    limits: TodosSession.Limits = TodosSession.Limits(),
    retryDelay: Duration = .seconds(1),
    shutdownAttempts: Int = 3,
    metrics: ServerMetrics = ServerMetrics(),
    logger: Logger = Logger(label: "todos-server"),
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) throws {
    let list = try DurableTodoList(
      directory: dataDirectory, retryDelay: retryDelay, saveDuration: metrics.saveDuration, logger: logger
    )
    self.init(
      list: list, limits: limits, shutdownAttempts: shutdownAttempts, metrics: metrics,
      prepareDependencies: prepareDependencies
    )
  }

  /// A server keeping its list in the PostgreSQL database at `databaseURL`
  /// (`postgres://user:password@host:port/database`), in the table `todos`, which it creates
  /// if it is missing; every instance given the same database shares the list, live. It refuses
  /// what goes beyond `limits`.
  ///
  /// - Throws: ``TodosServerError/databaseUnavailable(reason:)`` when the database cannot be
  ///   reached or read at start, so that the server does not start with an empty list.
  public init(
    databaseURL: String,
    limits: TodosSession.Limits = TodosSession.Limits(),
    metrics: ServerMetrics = ServerMetrics(),
    logger: Logger = Logger(label: "todos-server")
  ) async throws {
    try await self.init(
      databaseURL: databaseURL, limits: limits, metrics: metrics, logger: logger, prepareDependencies: { _ in }
    )
  }

  init(
    databaseURL: String,
    table name: String = "todos",
    limits: TodosSession.Limits = TodosSession.Limits(),
    retryDelay: Duration = .seconds(1),
    shutdownAttempts: Int = 3,
    metrics: ServerMetrics = ServerMetrics(),
    logger: Logger = Logger(label: "todos-server"),
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) async throws {
    let table: TodosTable
    let todos: IdentifiedArrayOf<Todo.State>
    do {
      table = try TodosTable(url: databaseURL, name: name, logger: logger)
      todos = try await table.load()
    } catch {
      throw TodosServerError.databaseUnavailable(reason: "\(error)")
    }
    let list = DurableTodoList(
      table: table, todos: todos, retryDelay: retryDelay, saveDuration: metrics.saveDuration, logger: logger
    )
    self.init(
      list: list, limits: limits, shutdownAttempts: shutdownAttempts, metrics: metrics,
      prepareDependencies: prepareDependencies
    )
  }

  private init(
    list: DurableTodoList,
    limits: TodosSession.Limits,
    shutdownAttempts: Int,
    metrics: ServerMetrics,
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.todos = withDependencies(prepareDependencies) {
      Shared(wrappedValue: list.durableTodos, DurableTodosKey(list: list))
    }
    self.list = list
    self.metrics = metrics
    self.limits = limits
    self.shutdownAttempts = shutdownAttempts
    self.prepareDependencies = prepareDependencies
  }

  /// Serves the page and the sessions on `host` and `port` until SIGTERM or SIGINT, then shuts
  /// down gracefully, in at most the configuration's grace period; a second SIGTERM or SIGINT
  /// ends the process at once.
  ///
  /// It first raises the process's soft limit on open files to the hard limit, since each
  /// connection holds a descriptor.
  ///
  /// - Parameters:
  ///   - services: Services that run alongside the server and stop after it (an OpenTelemetry
  ///     exporter).
  ///   - onRunning: Called with the port the server listens on once it does (the one it was
  ///     given, or the one the system chose for port 0).
  public func run(
    host: String,
    port: Int,
    configuration: Configuration = Configuration(),
    logger: Logger = Logger(label: "todos-server"),
    services: [any Service] = [],
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    OpenFilesLimit.raiseToHardLimit(logger: logger)
    let service = self.service(
      host: host,
      port: port,
      configuration: configuration,
      logger: logger,
      onRunning: onRunning
    )
    // The group traps no signal itself: what a second one does is decided here.
    let group = ServiceGroup(configuration: .init(services: services + [service], logger: logger))
    try await withThrowingTaskGroup(of: Bool.self) { tasks in
      tasks.addTask {
        try await group.run()
        return true
      }
      tasks.addTask {
        var signals = ShutdownSignalsStateMachine()
        for await signal in await UnixSignalsSequence(trapping: .sigterm, .sigint) {
          switch signals.received() {
          case .shutDownGracefully:
            logger.info(
              "Received \(signal): shutting down gracefully within \(configuration.gracePeriod); a second SIGTERM or SIGINT ends at once"
            )
            await group.triggerGracefulShutdown()
          case .exitAtOnce:
            logger.warning("Received \(signal) during the graceful shutdown: exiting at once")
            exit(128 + signal.rawValue)
          }
        }
        return false
      }
      while let stopped = try await tasks.next() {
        if stopped {
          tasks.cancelAll()
          return
        }
      }
    }
  }

  /// The server as a service: the HTTP application serving the page and the sessions on `host`
  /// and `port`, whose graceful shutdown closes the connections still open when the
  /// configuration's grace period ends.
  func service(
    host: String,
    port: Int,
    configuration: Configuration = Configuration(),
    logger: Logger = Logger(label: "todos-server"),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some Service {
    let connections = OpenConnections()
    return BoundedShutdown(
      base: application(
        host: host,
        port: port,
        configuration: configuration,
        connections: connections,
        logger: logger,
        onRunning: onRunning
      ),
      gracePeriod: configuration.gracePeriod,
      connections: connections,
      logger: logger
    )
  }

  private func application(
    host: String,
    port: Int,
    configuration: Configuration,
    connections: OpenConnections,
    logger: Logger,
    onRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    let router = Router()
    router.get("/") { _, _ in
      Self.page
    }
    let metrics = self.metrics
    router.get("/metrics") { _, _ in
      Response(
        status: .ok,
        headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition()))
      )
    }

    let socket = TodosSocket(
      todos: todos, list: list, limits: limits, metrics: metrics, logger: logger,
      prepareDependencies: prepareDependencies, hooks: hooks
    )
    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/ws") { inbound, outbound, _ in
      try await socket.serve(inbound: inbound, outbound: outbound)
    }

    let webSocketResponder = webSocketRouter.buildResponder()
    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
      // A kept-alive connection waits for its next request as long as a new one for its first.
      http1: .init(idleTimeout: TimeAmount(configuration.requestHeaderTimeout)),
      // Pings are sent, and silent peers closed, by `WebSocketTransportGuard`; text that is not
      // UTF-8 closes the connection with 1007.
      ws: .init(maxFrameSize: TodosSocket.transportLimit, autoPing: .disabled, validateUTF8: true)
    )
    // HTTP and WebSocket upgrades on one port, as `.http1WebSocketUpgrade` gives, with each
    // connection counted and guarded (see `GuardedConnections`).
    let upgradePolicy = UpgradePolicy(
      allowedOrigins: configuration.allowedOrigins,
      token: configuration.token
    )
    let server = HTTPServerBuilder { responder in
      GuardedConnections(
        base: HTTP1WebSocketUpgradeChannel(
          responder: responder,
          webSocketResponder: webSocketResponder,
          configuration: channelConfiguration
        ),
        connections: connections,
        requestHeaderTimeout: configuration.requestHeaderTimeout,
        idleTimeout: configuration.idleTimeout,
        upgradePolicy: upgradePolicy,
        logger: logger
      )
    }

    return Application(
      router: router,
      server: server,
      configuration: .init(address: .hostname(host, port: port), serverName: "todos-server"),
      services: [TodosSaving(list: list, todos: todos, attempts: shutdownAttempts, logger: logger)],
      onServerRunning: { channel in
        do {
          try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(
              AcceptFailureLogger(logger: logger),
              position: .first
            )
          }.get()
        } catch {
          logger.warning("Failures to accept will not be logged: \(error)")
        }
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

extension TodosServer {
  /// How long the server waits for its clients, and whom it lets open a session.
  ///
  /// ```swift
  /// var configuration = TodosServer.Configuration()
  /// configuration.gracePeriod = .seconds(5)
  /// configuration.allowedOrigins = ["https://todos.example.com"]
  /// configuration.token = ProcessInfo.processInfo.environment["TODOS_TOKEN"]
  /// ```
  ///
  /// The defaults suit a server behind a service manager: a rolling deploy waits at most
  /// ``gracePeriod`` for a server to stop, whatever its clients do.
  public struct Configuration: Sendable {
    /// How long a graceful shutdown waits for the open connections to close after asking them to:
    /// those still open when it ends are closed.
    public var gracePeriod: Duration = .seconds(10)

    /// How long a connection has to send its first request's head (the request line and the
    /// headers); one that has not by then is closed. Between requests on a kept-alive connection,
    /// the same time bounds the wait for the next one.
    public var requestHeaderTimeout: Duration = .seconds(10)

    /// How long a WebSocket peer may stay silent: after half of it the server pings the peer, and
    /// a peer that has sent nothing, its pong included, by the end of the other half is closed.
    public var idleTimeout: Duration = .seconds(60)

    /// The origins, besides the server's own, whose pages may open a WebSocket: exactly as a
    /// browser sends them in `Origin` (`https://todos.example.com`, `http://localhost:3000`).
    public var allowedOrigins: Set<String> = []

    /// A secret a page must present, as the `token` query parameter of the WebSocket URL, to open
    /// a session; `nil` lets every allowed page in.
    public var token: String?

    /// The defaults.
    public init() {}
  }
}

import FlyingFox
import Foundation

/// A real HTTP server on the loopback interface, started in-process by the `examples`
/// subcommands whose live dependencies talk to a server (`network-caching`, `game-over`,
/// `home`).
///
/// It listens on a port the system picks, answers the routes it was given, and records the
/// path of every request it served, so a subcommand can show what really went over the wire.
///
/// ```swift
/// let server = try await LocalServer.start([
///   LocalServer.Route("GET /facts/:number") { request in
///     .json(["fact": "\(request.parameter("number") ?? "?") is a good number."])
///   }
/// ])
/// defer { Task { await server.stop() } }
/// let url = server.baseURL.appending(path: "facts/42")
/// ```
public actor LocalServer {
  /// The address to send requests to: `http://127.0.0.1:PORT`.
  public nonisolated let baseURL: URL

  private let server: HTTPServer
  private let running: Task<Void, any Error>
  private let log: RequestLog

  private init(server: HTTPServer, running: Task<Void, any Error>, baseURL: URL, log: RequestLog) {
    self.server = server
    self.running = running
    self.baseURL = baseURL
    self.log = log
  }

  /// Starts a server answering `routes`, and returns once it accepts connections.
  public static func start(_ routes: [Route]) async throws -> LocalServer {
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0),
      logger: .disabled
    )
    let log = RequestLog()
    for route in routes {
      let respond = route.respond
      await server.appendRoute(HTTPRoute(stringLiteral: route.pattern)) { request in
        log.append("\(request.method.rawValue) \(request.path)")
        return try await respond(Request(request)).httpResponse
      }
    }
    let running = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case let .ip4(host, port) = await server.listeningAddress else {
      running.cancel()
      throw LocalServerError.noAddress
    }
    let baseURL = URL(string: "http://\(host):\(port)")!
    return LocalServer(server: server, running: running, baseURL: baseURL, log: log)
  }

  /// Every request served so far, as `METHOD /path`, in the order they arrived.
  public nonisolated var requests: [String] {
    log.entries
  }

  /// Stops listening and closes open connections.
  public func stop() async {
    await server.stop()
    running.cancel()
  }
}

extension LocalServer {
  /// A route: a FlyingFox pattern such as `"GET /games/:id"` and what to answer.
  public struct Route: Sendable {
    let pattern: String
    let respond: @Sendable (Request) async throws -> Response

    /// A route matching `pattern` (`"METHOD /path/:parameter"`), answered by `respond`.
    public init(
      _ pattern: String,
      respond: @escaping @Sendable (Request) async throws -> Response
    ) {
      self.pattern = pattern
      self.respond = respond
    }
  }

  /// What a route sees of a request.
  public struct Request: Sendable {
    /// The request's path, such as `/games/42`.
    public let path: String
    /// The request's body.
    public let body: Data
    private let parameters: [String: String]
    private let query: [String: String]

    init(_ request: HTTPRequest) async throws {
      self.path = request.path
      self.body = try await request.bodyData
      var parameters: [String: String] = [:]
      for parameter in request.routeParameters {
        parameters[parameter.name] = parameter.value
      }
      self.parameters = parameters
      var query: [String: String] = [:]
      for item in request.query {
        query[item.name] = item.value
      }
      self.query = query
    }

    /// The value of the route's `:name` parameter, or of the query item `name`.
    public func parameter(_ name: String) -> String? {
      parameters[name] ?? query[name]
    }

    /// The body decoded from JSON.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try JSONDecoder().decode(type, from: body)
    }
  }

  /// A route's answer.
  public struct Response: Sendable {
    let statusCode: Int
    let contentType: String
    let body: Data

    /// An answer with a status code, a content type and a body.
    public init(statusCode: Int = 200, contentType: String = "text/plain", body: Data) {
      self.statusCode = statusCode
      self.contentType = contentType
      self.body = body
    }

    /// A `200 OK` answer with `value` encoded as JSON.
    public static func json(_ value: some Encodable) throws -> Response {
      Response(contentType: "application/json", body: try JSONEncoder().encode(value))
    }

    /// A plain-text answer.
    public static func text(_ text: String, statusCode: Int = 200) -> Response {
      Response(statusCode: statusCode, body: Data(text.utf8))
    }

    var httpResponse: HTTPResponse {
      HTTPResponse(
        statusCode: HTTPStatusCode(statusCode, phrase: statusCode < 400 ? "OK" : "Error"),
        headers: [.contentType: contentType],
        body: body
      )
    }
  }
}

/// Why ``LocalServer/start(_:)`` failed.
public enum LocalServerError: Error {
  /// The server started but reported no IPv4 address.
  case noAddress
}

/// The paths the server served, appended from its connection tasks.
private final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var _entries: [String] = []

  var entries: [String] {
    lock.withLock { _entries }
  }

  func append(_ entry: String) {
    lock.withLock { _entries.append(entry) }
  }
}

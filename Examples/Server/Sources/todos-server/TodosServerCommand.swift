import ArgumentParser
import Foundation
import TodosServer
import TodosSession

/// `todos-server`: serves the todos page on 127.0.0.1:8080 until SIGINT or SIGTERM.
@main
struct TodosServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos-server",
    abstract: "Serves the todos feature to browsers, one store per connection.",
    discussion: """
      SIGTERM or SIGINT shuts the server down gracefully: open pages are sent a close frame, and \
      the connections still open when the grace period ends are closed. A second SIGTERM or \
      SIGINT ends the process at once. Changes to the list that cannot be saved by the end of \
      the shutdown are named, and the process exits with a non-zero status.

      GET /metrics serves the metrics in Prometheus's text format. OpenTelemetry trace export \
      (OTLP over HTTP) is off unless OTEL_EXPORTER_OTLP_ENDPOINT, \
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_TRACES_EXPORTER switches it on.
      """
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 lets the system choose one.")
  var port = 8080

  @Option(help: "Where the todo list is saved (without a database URL).")
  var dataDirectory = "todos-data"

  @Option(
    help: ArgumentHelp(
      "A PostgreSQL database (postgres://user:password@host:port/database) keeping the list, shared live by every instance given it; DATABASE_URL in the environment if not given. Without one, the list is kept in the data directory.",
      valueName: "url"
    )
  )
  var databaseURL: String?

  @Option(help: "The most todos the list may hold; adding more is refused.")
  var maxTodos = TodosSession.Limits().maxTodos

  @Option(help: "The most characters a todo's description may have.")
  var maxDescriptionLength = TodosSession.Limits().maxDescriptionLength

  @Option(help: "Seconds a graceful shutdown waits for connections to close before closing them.")
  var gracePeriod = 10.0

  @Option(help: "Seconds a connection has to send a complete request head (and, kept alive, its next one).")
  var requestHeaderTimeout = 10.0

  @Option(help: "Seconds a WebSocket peer may stay silent: pinged after half, closed after all of it.")
  var idleTimeout = 60.0

  @Option(
    help: ArgumentHelp(
      "An origin, besides the server's own, whose pages may connect (e.g. https://todos.example.com); repeatable.",
      valueName: "origin"
    )
  )
  var allowedOrigin: [String] = []

  @Option(
    help: ArgumentHelp(
      "A token pages must present (open the page as /?token=…) to connect; TODOS_TOKEN in the environment if not given.",
      valueName: "token"
    )
  )
  var token: String?

  func validate() throws {
    for (name, value) in [
      ("--grace-period", gracePeriod), ("--request-header-timeout", requestHeaderTimeout),
      ("--idle-timeout", idleTimeout),
    ] where !(value > 0 && value.isFinite) {
      throw ValidationError("\(name) must be a positive number of seconds.")
    }
  }

  func run() async throws {
    var configuration = TodosServer.Configuration()
    configuration.gracePeriod = .seconds(gracePeriod)
    configuration.requestHeaderTimeout = .seconds(requestHeaderTimeout)
    configuration.idleTimeout = .seconds(idleTimeout)
    configuration.allowedOrigins = Set(allowedOrigin)
    configuration.token = token ?? ProcessInfo.processInfo.environment["TODOS_TOKEN"].flatMap {
      $0.isEmpty ? nil : $0
    }

    let limits = TodosSession.Limits(maxTodos: maxTodos, maxDescriptionLength: maxDescriptionLength)
    // A list that cannot be read, or changes that cannot be saved by the end, end the process
    // with the error's message and a non-zero status.
    let server: TodosServer
    if let url = databaseURL ?? ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
      server = try await TodosServer(databaseURL: url, limits: limits)
    } else {
      server = try TodosServer(dataDirectory: URL(fileURLWithPath: dataDirectory, isDirectory: true), limits: limits)
    }
    // Off unless the standard OTEL_* variables switch it on.
    let telemetry = try TraceExport.bootstrapIfRequested()
    try await server.run(host: host, port: port, configuration: configuration, services: telemetry) { port in
      // The browser test waits for this line to learn the port.
      // Written straight to the file, not through `print`'s buffer, so a pipe sees it at once.
      FileHandle.standardOutput.write(Data("Listening on http://\(host):\(port)\n".utf8))
    }
  }
}

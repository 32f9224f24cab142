import ArgumentParser
import Foundation
import Hummingbird
import TodosServer
import TodosSession

/// `todos-server`: serves the todos page on 127.0.0.1:8080 until SIGINT or SIGTERM.
@main
struct TodosServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos-server",
    abstract: "Serves the todos feature to browsers, one store per connection."
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 lets the system choose one.")
  var port = 8080

  @Option(help: "Where the todo list is saved.")
  var dataDirectory = "todos-data"

  @Option(help: "The most todos the list may hold; adding more is refused.")
  var maxTodos = TodosSession.Limits().maxTodos

  @Option(help: "The most characters a todo's description may have.")
  var maxDescriptionLength = TodosSession.Limits().maxDescriptionLength

  func run() async throws {
    let directory = URL(fileURLWithPath: dataDirectory, isDirectory: true)
    let limits = TodosSession.Limits(maxTodos: maxTodos, maxDescriptionLength: maxDescriptionLength)
    // A list that cannot be read, or changes that cannot be saved by the end, end the process
    // with the error's message and a non-zero status.
    let server = try TodosServer(dataDirectory: directory, limits: limits)
    let application = server.application(host: host, port: port) { port in
      // The browser test waits for this line to learn the port.
      // Written straight to the file, not through `print`'s buffer, so a pipe sees it at once.
      FileHandle.standardOutput.write(Data("Listening on http://\(host):\(port)\n".utf8))
    }
    try await application.runService()
  }
}

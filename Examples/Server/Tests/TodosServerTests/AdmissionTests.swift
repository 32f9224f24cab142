import Foundation
import Testing

@testable import TodosServer

/// Who may open a session: pages of the server's own origin or an allowed one, clients that are
/// not browsers, and with a token configured, only those that present it.
@Suite(.timeLimit(.minutes(1)))
struct AdmissionTests {
  @Test func aWebSocketFromAnotherSitesPageIsRefusedWith403() async throws {
    try await withTestServer { port, server in
      let socket = try await RawWebSocket(port: port, origin: "https://evil.example")

      #expect(socket.status == 403)
      #expect(await socket.connection.isClosedByServer(timeout: 20))
    }
  }

  @Test func aWebSocketFromTheServersOwnPageIsAccepted() async throws {
    try await withTestServer { port, _ in
      let socket = try await RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")

      #expect(socket.status == 101)
    }
  }

  @Test func aWebSocketFromAnAllowedOriginIsAccepted() async throws {
    var configuration = TodosServer.Configuration()
    configuration.allowedOrigins = ["https://todos.example.com"]
    try await withTestServer(configuration: configuration) { port, _ in
      let allowed = try await RawWebSocket(port: port, origin: "https://todos.example.com")
      let other = try await RawWebSocket(port: port, origin: "https://other.example.com")

      #expect(allowed.status == 101)
      #expect(other.status == 403)
    }
  }

  @Test func aWebSocketWithoutOriginIsAccepted() async throws {
    try await withTestServer { port, _ in
      let socket = try await RawWebSocket(port: port, origin: nil)

      #expect(socket.status == 101)
    }
  }

  @Test func withATokenAWebSocketWithoutItIsRefusedWith401() async throws {
    var configuration = TodosServer.Configuration()
    configuration.token = "s3cret"
    try await withTestServer(configuration: configuration) { port, _ in
      let missing = try await RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      let wrong = try await RawWebSocket(port: port, path: "/ws?token=guess", origin: nil)
      let right = try await RawWebSocket(
        port: port,
        path: "/ws?token=s3cret",
        origin: "http://127.0.0.1:\(port)"
      )

      #expect(missing.status == 401)
      #expect(wrong.status == 401)
      #expect(right.status == 101)
    }
  }

  @Test func thePageTakesTheTokenFromItsOwnAddress() async throws {
    try await withTestServer { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET /?token=s3cret HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
      let page = await connection.read(until: "</html>", timeout: 20).text

      #expect(page.contains(#"new URLSearchParams(location.search).get("token")"#))
    }
  }
}

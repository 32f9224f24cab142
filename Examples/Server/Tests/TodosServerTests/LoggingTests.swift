import Foundation
import Testing

/// What the server closes or refuses on its own is in its log, for the operator who wonders
/// where a client went.
@Suite(.timeLimit(.minutes(1)))
struct LoggingTests {
  @Test func theConnectionsTheServerClosesOrRefusesAreLogged() async throws {
    let server = try await ServerProcess(arguments: ["--request-header-timeout", "1", "--idle-timeout", "2"])
    let halfSent = try RawConnection(port: server.port)
    halfSent.send("GET / HTTP/1.1\r\n")
    let silent = try await RawWebSocket(port: server.port, origin: nil)
    let foreign = try await RawWebSocket(port: server.port, origin: "https://evil.example")
    #expect(silent.status == 101)
    #expect(foreign.status == 403)

    #expect(await server.logs("Refused a WebSocket connection with 403"))
    #expect(await server.logs("Closing a connection that sent no complete request head within 1.0 seconds"))
    #expect(await server.logs("Closing a WebSocket connection whose peer answered no ping"))
  }
}
